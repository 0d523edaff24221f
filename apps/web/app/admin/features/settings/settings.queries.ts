import type { AdminSettings, TestEmailResult } from '@propwash/domain/settings/admin-schemas';
import type { SettingsSection, ShopSettings } from '@propwash/domain/settings/defaults';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export const settingsKeys = { all: ['admin-settings'] as const };

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<AdminSettings>('/settings/admin', {
        auth: true,
        signal,
        fallbackMessage: 'Failed to load settings',
      }),
  });
}

export const saveSettingsSection = <K extends SettingsSection>(
  section: K,
  value: ShopSettings[K],
) =>
  apiRequest<AdminSettings>(`/settings/admin/${section}`, {
    method: 'PUT',
    body: value,
    auth: true,
    fallbackMessage: 'Failed to save settings',
  });

export const sendTestEmail = (to?: string) =>
  apiRequest<TestEmailResult>('/settings/admin/test-email', {
    method: 'POST',
    body: to ? { to } : {},
    auth: true,
    fallbackMessage: 'Failed to send the test email',
  });
