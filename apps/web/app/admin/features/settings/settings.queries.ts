import type {
  AdminSettings,
  SettingsChangeList,
  TestEmailResult,
} from '@propwash/domain/settings/admin-schemas';
import type { SettingsSection, ShopSettings } from '@propwash/domain/settings/defaults';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet, adminPageQuery } from '#app/admin/ui/admin-query.ts';

type ChangesFilter = { page: number; section?: SettingsSection };

export const settingsKeys = {
  all: ['admin-settings'] as const,
  sections: () => [...settingsKeys.all, 'sections'] as const,
  changes: () => [...settingsKeys.all, 'changes'] as const,
  changeList: (filter: ChangesFilter) => [...settingsKeys.changes(), filter] as const,
};

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.sections(),
    queryFn: adminGet<AdminSettings>('/settings/admin', 'Failed to load settings'),
  });
}

export const CHANGES_PAGE_SIZE = 10;

/** The change log, newest first (GET /api/settings/admin/changes). */
export function settingsChangesQueryOptions(filter: ChangesFilter) {
  const params = new URLSearchParams({
    page: String(filter.page),
    limit: String(CHANGES_PAGE_SIZE),
  });
  if (filter.section) params.set('section', filter.section);
  return adminPageQuery<SettingsChangeList>(
    settingsKeys.changeList(filter),
    `/settings/admin/changes?${params}`,
    'Failed to load the settings history',
  );
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
