import type { Gstr1Format, Gstr1Summary } from '@propwash/domain/gst/schemas';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import { adminGet } from '#app/admin/ui/admin-query.ts';

/** The return the screen shows: a month (YYYY-MM) and a registration ('' = the default). */
export type Gstr1Choice = { period: string; gstin: string };

export const gstReturnsKeys = {
  all: ['admin-gst-returns'] as const,
  summary: (c: Gstr1Choice) => [...gstReturnsKeys.all, 'summary', c] as const,
};

function query(c: Gstr1Choice, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ period: c.period, ...extra });
  if (c.gstin) q.set('gstin', c.gstin);
  return q.toString();
}

/** GET /api/gst/gstr1/summary: totals per table, the check, the registrations. */
export function gstr1SummaryQueryOptions(c: Gstr1Choice) {
  return queryOptions({
    queryKey: gstReturnsKeys.summary(c),
    queryFn: adminGet<Gstr1Summary>(
      `/gst/gstr1/summary?${query(c)}`,
      'Failed to load the GSTR-1 summary',
    ),
  });
}

/** GET /api/gst/gstr1: the return as the offline tool's JSON or an Excel workbook. */
export const downloadGstr1 = (c: Gstr1Choice, format: Gstr1Format, fallbackName: string) =>
  downloadFile(`/gst/gstr1?${query(c, { format })}`, fallbackName);
