// The services of a customer's data rights and the shop's duties under the DPDP Act
// (docs/legal-compliance.md): the copy of one's data, erasure, breach notices and the daily
// clean-up by the retention table. Part of the composition root (app-services.ts builds them).
import type { FastifyBaseLogger } from 'fastify';
import { breachRecipients } from './modules/accounts/admin/admin.breach-audience.ts';
import {
  deletePasswordResetsSpentBefore,
  deleteSignInCodesBefore,
  deleteSessionsEndedBefore,
  deleteSignInsBefore,
} from './modules/accounts/accounts.retention.ts';
import { deleteAuditEntriesBefore } from './modules/audit/audit.retention.ts';
import { deleteStockAlertsBefore } from './modules/inventory/inventory.retention.ts';
import { deleteCheckoutsSeenBefore } from './modules/cart/cart.retention.ts';
import { deleteGrievancesClosedBefore } from './modules/legal/legal.retention.ts';
import { deletePushSubscriptionsSilentSince } from './modules/notifications/notifications.retention.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import { createBreachNotices } from './modules/privacy/privacy.breach.ts';
import { createErasureService } from './modules/privacy/privacy.erasure.ts';
import { createMyDataService } from './modules/privacy/privacy.my-data.ts';
import { createRetentionJob } from './modules/privacy/privacy.retention.ts';
import { deleteWhatsAppMessagesBefore } from './modules/whatsapp/whatsapp.retention.ts';
import type { AuditTrail } from './platform/audit.ts';
import type { Db } from './platform/db.ts';
import { purgeExpiredIdempotencyKeys } from './platform/idempotency.ts';
import type { RateLimiter } from './platform/rate-limit.ts';

export function createPrivacyServices(deps: {
  db: Db;
  limiter: RateLimiter;
  notifications: NotificationsService;
  audit: AuditTrail;
  refreshRatings: (productIds: string[]) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const { db, limiter, notifications, audit, log } = deps;
  // A customer's copy of their data and its erasure, across every module's personal-data file
  // (docs/decisions/data-export-and-erasure.md).
  const myData = createMyDataService({ db, limiter });
  const erasure = createErasureService({
    db,
    limiter,
    mailer: notifications,
    audit,
    refreshRatings: deps.refreshRatings,
    log: (msg, err) => log.error({ err }, msg),
  });
  // Breach notices read their audience through the accounts module (docs/breach-runbook.md).
  const breach = createBreachNotices({
    db,
    recipients: (audience) => breachRecipients(db, audience),
    sendEmail: notifications.sendEmail,
    audit,
  });
  // The daily clean-up by the retention table: each module deletes its own rows.
  const retention = createRetentionJob({
    deletes: {
      sign_in_log: (cutoff) => deleteSignInsBefore(db, cutoff),
      admin_changes: (cutoff) => deleteAuditEntriesBefore(db, cutoff),
      sessions: (cutoff) => deleteSessionsEndedBefore(db, cutoff),
      password_resets: (cutoff) => deletePasswordResetsSpentBefore(db, cutoff),
      sign_in_codes: (cutoff) => deleteSignInCodesBefore(db, cutoff),
      abandoned_checkouts: (cutoff) => deleteCheckoutsSeenBefore(db, cutoff),
      push_subscriptions: (cutoff) => deletePushSubscriptionsSilentSince(db, cutoff),
      grievances: (cutoff) => deleteGrievancesClosedBefore(db, cutoff),
      stock_alerts: (cutoff) => deleteStockAlertsBefore(db, cutoff),
      whatsapp_messages: (cutoff) => deleteWhatsAppMessagesBefore(db, cutoff),
    },
    deleteExpiredKeys: () => purgeExpiredIdempotencyKeys(db),
    log: { info: (msg) => log.info(msg), error: (msg, err) => log.error({ err }, msg) },
  });
  return { myData, erasure, breach, retention };
}
