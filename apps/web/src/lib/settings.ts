import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getSettingsEndpoint } from '@portal/domain/endpoints/settings';
import { defaultSettings, type Settings } from '@portal/domain/schemas/settings';
import { callEndpoint } from './api-client';
import { langFromLocale, languages, type Lang } from './i18n';

/**
 * The retailer's settings, loaded at start (spec 1 point 3). A failed or malformed answer falls back
 * to the defaults (spec 1 point 7) so the portal still works.
 */
export async function getSettings(): Promise<Settings> {
  try {
    return await callEndpoint(getSettingsEndpoint, {});
  } catch {
    return defaultSettings;
  }
}

export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: getSettings,
  staleTime: Infinity,
});

export function useSettings(): Settings {
  return useSuspenseQuery(settingsQueryOptions).data;
}

/** Languages offered: the ones with texts, filtered by the partner languages (spec 1 point 1). */
export function availableLanguages(settings: Settings): Lang[] {
  const partners = new Set(settings.languages.partners.map(langFromLocale));
  return languages.filter((lang) => partners.has(lang));
}
