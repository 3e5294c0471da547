import type { FeatureFlags, Settings } from '@portal/domain/schemas/settings';
import { getRoute, isRouteEnabled, pathFor } from '@/lib/paths';
import { isExternalUrl } from '@/components/ui/external-link';
import type { Lang } from '@/lib/i18n';

export type HelpContactTarget = { external: true; href: string } | { external: false; to: string };

/**
 * Where the help dialog's contact button goes (spec 1 point 2, "Help dialog"): the configured URL
 * (external when it contains www or http), otherwise the contact route of the visitor or customer;
 * none when that route is switched off.
 */
export function helpContactTarget(
  settings: Settings,
  flags: FeatureFlags | undefined,
  signedIn: boolean,
  lang: Lang,
): HelpContactTarget | null {
  const custom = settings.helpDialog.customUrl?.trim();
  if (custom) {
    return isExternalUrl(custom)
      ? { external: true, href: custom }
      : { external: false, to: custom.startsWith('/') ? custom : `/${custom}` };
  }
  const id = signedIn ? 'customerService' : 'contact';
  return isRouteEnabled(getRoute(id), settings, flags)
    ? { external: false, to: pathFor(id, lang) }
    : null;
}
