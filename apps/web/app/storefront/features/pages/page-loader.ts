import type { StoreProfile } from '@propwash/domain/settings/store-profile';
import type { AppLoadContext } from 'react-router';

/**
 * A static page's loader data: its canonical URL and the store-profile fields it shows (only
 * those, so the page carries no more of the profile than it uses).
 */
export async function profilePageData<T extends object>(
  context: AppLoadContext,
  path: string,
  pick: (profile: StoreProfile) => T,
) {
  const profile = await context.services.settings.storeProfile();
  return { canonicalUrl: new URL(path, context.publicUrl).href, ...pick(profile) };
}
