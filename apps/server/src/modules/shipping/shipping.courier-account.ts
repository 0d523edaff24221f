import { eq } from 'drizzle-orm';
import type {
  CourierSettings,
  CourierSettingsBody,
} from '@propwash/domain/shipping/shipment-schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { sameText } from '../../platform/signed-token.ts';
import { SHIPROCKET_DEFAULT_URL, type ShiprocketAccount } from './carriers/carriers.shiprocket.ts';
import { courierAccount } from './shipping.tables.ts';

const ROW = 'courier';

/** "set (ends in 4f)" or "not set": enough to recognise a secret, never enough to use it. */
export function secretHint(value: string): string {
  return value ? `set (ends in ${value.slice(-2)})` : 'not set';
}

/**
 * The courier account: Shiprocket's API user, the pickup location and the webhook token, saved
 * in admin Settings; each SHIPROCKET_* variable that is set wins over the saved value
 * (docs/decisions/shipments-and-couriers.md).
 */
export function createCourierAccount(deps: { db: Db; env: Config['shiprocket'] }) {
  const { db, env } = deps;

  async function stored() {
    const [row] = await db.select().from(courierAccount).where(eq(courierAccount.id, ROW));
    return {
      shiprocketEmail: row?.shiprocketEmail ?? '',
      shiprocketPassword: row?.shiprocketPassword ?? '',
      pickupLocation: row?.pickupLocation ?? 'Primary',
      webhookToken: row?.webhookToken ?? '',
    };
  }

  async function effective() {
    const s = await stored();
    return {
      email: env.email ?? s.shiprocketEmail,
      password: env.password ?? s.shiprocketPassword,
      webhookToken: env.webhookToken ?? s.webhookToken,
      pickupLocation: s.pickupLocation,
      baseUrl: env.baseUrl ?? SHIPROCKET_DEFAULT_URL,
    };
  }

  async function view(): Promise<CourierSettings> {
    const e = await effective();
    return {
      shiprocketEmail: e.email,
      shiprocketPassword: secretHint(e.password),
      pickupLocation: e.pickupLocation,
      webhookToken: secretHint(e.webhookToken),
      fromEnvironment: [
        ...(env.email ? (['email'] as const) : []),
        ...(env.password ? (['password'] as const) : []),
        ...(env.webhookToken ? (['webhookToken'] as const) : []),
        ...(env.baseUrl ? (['baseUrl'] as const) : []),
      ],
      baseUrl: e.baseUrl,
      shiprocketReady: Boolean(e.email && e.password),
    };
  }

  return {
    view,

    /** Shiprocket's API user, or null while it has none. */
    async shiprocket(): Promise<ShiprocketAccount | null> {
      const e = await effective();
      if (!e.email || !e.password) return null;
      return {
        baseUrl: e.baseUrl,
        email: e.email,
        password: e.password,
        pickupLocation: e.pickupLocation,
      };
    },

    /** Whether a webhook call carries the token; no token set refuses every call. */
    async acceptsToken(given: string | undefined): Promise<boolean> {
      const expected = (await effective()).webhookToken;
      if (!expected || !given) return false;
      return sameText(given, expected);
    },

    /** Saves the form; a blank password or token keeps the stored one. */
    async save(body: CourierSettingsBody, userId: string): Promise<CourierSettings> {
      const s = await stored();
      const value = {
        shiprocketEmail: body.shiprocketEmail,
        shiprocketPassword: body.shiprocketPassword || s.shiprocketPassword,
        pickupLocation: body.pickupLocation || 'Primary',
        webhookToken: body.webhookToken || s.webhookToken,
        updatedBy: userId,
        updatedAt: new Date(),
      };
      await db
        .insert(courierAccount)
        .values({ id: ROW, ...value })
        .onConflictDoUpdate({ target: courierAccount.id, set: value });
      return view();
    },
  };
}
export type CourierAccount = ReturnType<typeof createCourierAccount>;
