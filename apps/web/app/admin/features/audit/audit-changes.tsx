import type { AuditChanges } from '@propwash/domain/audit/schemas';
import { formatPaiseShort } from '@propwash/domain/money';

/** Field names as an admin reads them (the rest are shown as stored). */
const labels: Record<string, string> = {
  pricePaise: 'Price',
  originalPricePaise: 'MRP',
  costPricePaise: 'Cost price',
  minPurchasePaise: 'Minimum purchase',
  maxDiscountPaise: 'Maximum discount',
  freeThresholdPaise: 'Free shipping from',
  gstRateBp: 'GST rate',
  isActive: 'Active',
  categoryId: 'Category',
  passwordHash: 'Password',
};

const humanise = (field: string) =>
  labels[field] ??
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/\./g, ' › ');

/** A value as text: paise as rupees, basis points as percent, lists and objects as JSON. */
function show(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && /Paise$/.test(field)) return formatPaiseShort(value);
  if (typeof value === 'number' && field.endsWith('Bp')) return `${value / 100}%`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Each changed field: before → after. */
export function AuditChangeList({ changes }: { changes: AuditChanges }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <p className="text-sm text-slate-500">No field details.</p>;
  return (
    <dl className="space-y-1.5 text-sm">
      {entries.map(([field, [before, after]]) => (
        <div key={field} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
          <dt className="font-medium text-slate-700">{humanise(field)}</dt>
          <dd className="min-w-0 break-words text-slate-600">
            <span className="text-slate-500 line-through decoration-slate-300">
              {show(field, before)}
            </span>
            <span aria-label="changed to" className="px-1.5 text-slate-400">
              →
            </span>
            <span className="font-medium text-slate-900">{show(field, after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A collapsed list of the changed fields; opening it shows before → after. */
export function AuditChangesDetails({ changes }: { changes: AuditChanges }) {
  const n = Object.keys(changes).length;
  const names = Object.keys(changes).slice(0, 3).map(humanise).join(', ');
  return (
    <details className="group">
      <summary className="cursor-pointer text-sm text-brand-700 hover:underline">
        {n === 0 ? 'Details' : `${n} ${n === 1 ? 'field' : 'fields'}: ${names}${n > 3 ? '…' : ''}`}
      </summary>
      <div className="mt-2 rounded-md bg-slate-50 p-3">
        <AuditChangeList changes={changes} />
      </div>
    </details>
  );
}
