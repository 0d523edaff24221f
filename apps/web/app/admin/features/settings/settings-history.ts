import { formatIndiaTime } from '@propwash/domain/india-time';
import type { SettingsSection } from '@propwash/domain/settings/defaults';
import { formatPaiseShort } from '@propwash/domain/money';
import { methodLabel } from '#app/admin/lib/payment-method-labels.ts';

export const sectionLabels: Record<SettingsSection, string> = {
  general: 'General',
  payment: 'Payment',
  shipping: 'Shipping',
  email: 'Email',
  codConfirmation: 'Cash on delivery confirmation',
  codAdvance: 'Cash on delivery advance',
  codBlocks: 'Cash on delivery blocks',
  legal: 'Legal and privacy',
  whatsapp: 'WhatsApp',
};

/** Stored codes shown by name, per field. */
const valueLabels: Record<string, Record<string, string>> = {
  enabledMethods: methodLabel,
  provider: { simulator: 'Built-in simulator', razorpay: 'Razorpay' },
  regions: { north: 'North', south: 'South', east: 'East', west: 'West' },
};

/** A whole zone or warehouse reads name first. */
const keyOrder = ['name', 'states', 'regions', 'chargePaise', 'days'];
const rank = (key: string) => (keyOrder.includes(key) ? keyOrder.indexOf(key) : keyOrder.length);

/** Screen names of the settings' fields; lists name one item ("Zone 3"). */
const fieldLabels: Record<string, string> = {
  storeName: 'Store name',
  legalName: 'Legal name',
  gstin: 'GSTIN',
  supportEmail: 'Support email',
  supportPhone: 'Support phone',
  supportHours: 'Support hours',
  returnsDays: 'Returns window (days)',
  provider: 'Online payment provider',
  codEnabled: 'Cash on delivery',
  codLimitPaise: 'COD limit',
  enabledMethods: 'Methods offered',
  emiTenureMonths: 'EMI tenures (months)',
  freeThresholdPaise: 'Free shipping threshold',
  zones: 'Zone',
  restOfIndia: 'Rest of India',
  chargePaise: 'Charge',
  expressBelowThresholdPaise: 'Express below the threshold',
  expressAtOrAboveThresholdPaise: 'Express at or above the threshold',
  expressMinDays: 'Express: fastest (days)',
  expressMaxDays: 'Express: slowest (days)',
  warehouses: 'Warehouse',
  regions: 'Regions',
  fromName: 'Sender name',
  notifyOwnerEmail: 'Owner notification email',
  enabled: 'On',
  aboveAmountPaise: 'Orders above',
  firstTimeCustomers: 'First-time customers',
  cancelAfterHours: 'Cancel after (hours)',
};

/** "expressMinDays" → "Express min days" for a field without a screen name. */
function words(key: string): string {
  const spaced = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
const labelOf = (key: string) => fieldLabels[key] ?? words(key);

/** `zones.2.chargePaise` → "Zone 3 › Charge"; `restOfIndia.days` → "Rest of India › Days". */
export function fieldLabel(field: string): string {
  const parts: string[] = [];
  for (const segment of field.split('.')) {
    if (/^\d+$/.test(segment) && parts.length > 0)
      parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else parts.push(labelOf(segment));
  }
  return parts.join(' › ');
}

/**
 * A stored value as a person reads it: paise fields (names ending in Paise) in rupees with en-IN
 * grouping, lists joined, a whole added or removed item as "Field: value; …", absence as "—".
 */
export function formatValue(value: unknown, key = ''): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'number' && key.endsWith('Paise')) return formatPaiseShort(value);
  if (Array.isArray(value))
    return value.length ? value.map((v) => formatValue(v, key)).join(', ') : 'none';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([k, v]) => `${labelOf(k)}: ${formatValue(v, k)}`)
      .join('; ');
  }
  return valueLabels[key]?.[String(value)] ?? String(value);
}

export type ReadableChange = { label: string; from: string; to: string };

export function readableChange(change: {
  field: string;
  from: unknown;
  to: unknown;
}): ReadableChange {
  const key = change.field.split('.').at(-1) ?? change.field;
  return {
    label: fieldLabel(change.field),
    from: formatValue(change.from, key),
    to: formatValue(change.to, key),
  };
}

/** "24 Nov 2026, 10:15 am IST": the shop's time zone, whatever the browser's. */
export function formatIst(iso: string): string {
  return `${formatIndiaTime(iso)} IST`;
}
