import type { SettingsSectionMeta } from '@propwash/domain/settings/admin-schemas';
import { formatIst } from './settings-history.ts';

/** "Last saved 24 Nov 2026, 10:15 am IST by Asha Rao" or "Using the defaults". */
export function SavedBy({ meta }: { meta: SettingsSectionMeta }) {
  if (!meta.updatedAt)
    return <p className="text-xs text-slate-500">Not saved yet: using the defaults.</p>;
  return (
    <p className="text-xs text-slate-500">
      Last saved {formatIst(meta.updatedAt)}
      {meta.updatedBy ? ` by ${meta.updatedBy}` : ''}
    </p>
  );
}
