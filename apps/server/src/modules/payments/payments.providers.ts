import type { PaymentProvider as ProviderName } from '@propwash/domain/payments/schemas';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { PaymentProvider } from './providers/providers.contract.ts';
import { createRazorpayProvider } from './providers/providers.razorpay.ts';
import { createSimulatorProvider } from './providers/providers.simulator.ts';

/** The payment providers the shop is configured with, and the one the settings choose. */
export function createPaymentProviders(deps: {
  db: Db;
  settings: Pick<SettingsService, 'get'>;
  config: Config['payments'];
  fetch?: typeof fetch;
}) {
  const { db, config } = deps;
  const simulator = createSimulatorProvider({ db, secret: config.simulatorSecret });
  const razorpay = config.razorpay
    ? createRazorpayProvider({
        ...config.razorpay,
        apiUrl: config.apiUrl,
        checkoutUrl: config.checkoutUrl,
        fetch: deps.fetch,
      })
    : null;

  function providerFor(name: string): PaymentProvider {
    if (name === 'simulator') return simulator;
    if (name === 'razorpay' && razorpay) return razorpay;
    throw new AppError('SERVICE_UNAVAILABLE', 'Online payment is not configured');
  }

  async function currentProviderName(): Promise<ProviderName> {
    return (await deps.settings.get('payment')).provider;
  }

  return { simulator, hasRazorpay: razorpay !== null, providerFor, currentProviderName };
}
export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
