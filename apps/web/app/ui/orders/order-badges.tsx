import type { ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';
import {
  paymentStatusLabel,
  paymentStatusTone,
  statusLabel,
  statusTone,
  type Tone,
} from '#app/lib/orders/order-status.ts';

const toneClasses: Record<Tone, string> = {
  success: 'bg-success-50 text-success-700 ring-success-600/25',
  warning: 'bg-warning-50 text-warning-700 ring-warning-700/25',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/25',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  primary: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-400/30',
};

/** Marker dots of the timeline, in the same tones. */
export const toneDotClasses: Record<Tone, string> = {
  success: 'bg-success-600',
  warning: 'bg-warning-700',
  danger: 'bg-danger-600',
  info: 'bg-sky-500',
  primary: 'bg-brand-700',
  neutral: 'bg-slate-400',
};

export function ToneBadge({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <ToneBadge tone={statusTone(status)} className="tracking-wide">
      {statusLabel(status)}
    </ToneBadge>
  );
}

export function PaymentStatusBadge({
  status,
  orderStatus,
  method,
}: {
  status: string;
  orderStatus?: string;
  method?: string;
}) {
  return (
    <ToneBadge tone={paymentStatusTone(status)}>
      {paymentStatusLabel(status, orderStatus, method)}
    </ToneBadge>
  );
}
