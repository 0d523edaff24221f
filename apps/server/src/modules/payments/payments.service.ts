import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { Log, OrdersForPayments } from './payments.attempts.ts';
import { createPayOnline } from './payments.pay-online.ts';
import { createPaymentProviders } from './payments.providers.ts';
import { createPaymentReconciler } from './payments.reconciler.ts';
import { createPaymentRefunds } from './payments.refunds.ts';
import { createPaymentSettlement } from './payments.settlement.ts';
import { createPaymentWebhook } from './payments.webhook.ts';

export type { OrdersForPayments, PayableOrder } from './payments.attempts.ts';

/**
 * Online payment, composed from one file per job: the providers (payments.providers.ts), the
 * customer paying an order online (payments.pay-online.ts), settling a captured payment
 * (payments.settlement.ts, the one place an order becomes paid), the webhook
 * (payments.webhook.ts), refunds (payments.refunds.ts) and the reconciler
 * (payments.reconciler.ts).
 */
export function createPaymentsService(deps: {
  db: Db;
  settings: Pick<SettingsService, 'get'>;
  orders: OrdersForPayments;
  config: Config['payments'];
  log: Log;
  /** Tests may route Razorpay calls elsewhere; production uses the global fetch. */
  fetch?: typeof fetch;
}) {
  const { db, orders, config, log } = deps;
  const providers = createPaymentProviders({
    db,
    settings: deps.settings,
    config,
    fetch: deps.fetch,
  });
  const refunds = createPaymentRefunds({ db, orders, providers, log });
  const settlement = createPaymentSettlement({ db, orders, refunds, log });
  const { refundOrder, refundPart } = refunds;

  return {
    ...createPayOnline({ db, orders, providers, settlement }),
    ...createPaymentWebhook({ db, orders, config, log, settlement }),
    refundOrder,
    refundPart,
    ...createPaymentReconciler({ db, orders, config, log, providers, settlement, refunds }),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
