import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useLang, type Lang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useFeatureFlags } from '@/lib/feature-flags';
import { accessOf, flagOf, isRouteEnabled, notFoundRoute, pathFor, type AppRoute } from './routes';

/** Where the login page sends the customer back to (set by the private guard). */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Renders one entry of the route table: puts the app in the language of the path, sets the document
 * title and applies the route's access class.
 */
export function RouteElement({
  page,
  langs,
}: {
  page: AppRoute | typeof notFoundRoute;
  /** Languages of the matched path; empty for the 404 page, which keeps the current one. */
  langs: readonly Lang[];
}) {
  const { t, i18n } = useTranslation();
  const current = useLang();
  const lang = langs.length === 0 || langs.includes(current) ? current : (langs[0] ?? current);
  const location = useLocation();
  const { token } = useSession();
  const settings = useSettings();
  // A public page is left only when it is opened while signed in; signing in on it navigates itself.
  const [signedInOnEntry] = useState(token !== null);

  // Depends on `lang` only: while the language menu switches, the old path must not switch back.
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  const title = t(`routes.${page.id}`);
  const site = settings.organization.name || t('appName');
  useEffect(() => {
    document.title = `${title} · ${site}`;
  }, [title, site]);

  const flag = flagOf(page);
  const flags = useFeatureFlags(flag !== undefined);
  const enabled = page.id === notFoundRoute.id || isRouteEnabled(page as AppRoute, settings, flags);
  const access = accessOf(page, settings);
  // A route its settings switch off does not exist: the 404 page, as for an unknown path.
  if (!enabled) {
    const NotFound = notFoundRoute.component;
    return <NotFound />;
  }
  if (access === 'private' && !token) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={pathFor('login', lang)} replace state={state} />;
  }
  if (access === 'public' && signedInOnEntry) {
    return <Navigate to={pathFor('invoices', lang)} replace />;
  }
  const Page = page.component;
  return <Page />;
}
