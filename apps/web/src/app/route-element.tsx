import { lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { clearErrorPage, getAppError, useAppError, type AppError } from '@/lib/app-error';
import { useLang, type Lang } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useFeatureFlags } from '@/lib/feature-flags';
import { AfterFirstPaint } from '@/lib/first-paint';
import {
  accessOf,
  canonicalPath,
  flagOf,
  isRouteEnabled,
  pathFor,
  type AppRoute,
  type LoginRedirectState,
  type NotFoundRoute,
} from '@/lib/paths';
import { routePages, type LazyPage } from './route-pages';

// Rare screens: each loads when it is first needed, not with the first page.
const ErrorPage = lazy(() =>
  import('@/components/errors/error-page').then((m) => ({ default: m.ErrorPage })),
);
const MaintenancePage = lazy(() =>
  import('./pages/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const UrlTokenSignIn = lazy(() =>
  import('@/features/auth/components/url-sign-in').then((m) => ({ default: m.UrlTokenSignIn })),
);
const ClientIdSignIn = lazy(() =>
  import('@/features/auth/components/url-sign-in').then((m) => ({ default: m.ClientIdSignIn })),
);

/** The error page a flow raised on this path (spec 1 point 2); continue clears it. */
function FlowErrorPage({ error, lang }: { error: AppError; lang: Lang }) {
  const navigate = useNavigate();
  return (
    <ErrorPage
      status={error.status}
      message={error.message}
      homePath={pathFor('home', lang)}
      onContinue={() => {
        clearErrorPage();
        if (error.continueTo) void navigate(error.continueTo, { replace: true });
      }}
    />
  );
}

/**
 * Renders one entry of the path table: puts the app in the language of the path, sets the document
 * title and applies maintenance mode, the sign-ins that arrive in the URL and the route's access class
 * (spec 1 points 2 and 4).
 */
export function RouteElement({
  route,
  page: Page,
  langs,
}: {
  route: AppRoute | NotFoundRoute;
  page: LazyPage;
  /** Languages of the matched path; empty for the 404 page, which keeps the current one. */
  langs: readonly Lang[];
}) {
  const { t, i18n } = useTranslation();
  const current = useLang();
  const lang = langs.length === 0 || langs.includes(current) ? current : (langs[0] ?? current);
  const location = useLocation();
  const signedIn = useSignedIn();
  const settings = useSettings();
  const appError = useAppError();
  // A public page is left only when it is opened while signed in; signing in on it navigates itself.
  const [signedInOnEntry] = useState(signedIn);

  // Depends on `lang` only: while the language menu switches, the old path must not switch back.
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  const title = t(`routes.${route.id}`);
  const site = settings.organization.name || t('appName');
  useEffect(() => {
    document.title = `${title} · ${site}`;
  }, [title, site]);

  // An error page belongs to the path it was raised on: going elsewhere leaves it behind.
  useEffect(() => {
    const raised = getAppError();
    if (raised && raised.path !== location.pathname) clearErrorPage();
  }, [location.pathname]);

  // The same element on every render: the flags' or the settings' arrival does not render the whole
  // page again (it reads what it needs itself).
  const page = useMemo(() => <Page />, [Page]);
  const flag = flagOf(route);
  const flags = useFeatureFlags(flag !== undefined);

  // Maintenance mode: every path leads to / (the home route), which shows the 503 page; the back
  // office stays open, so that staff can work (and end the maintenance).
  const access = accessOf(route, settings);
  if (settings.maintenance.enabled && access !== 'staff') {
    if (location.pathname !== pathFor('home', lang)) {
      return <Navigate to={pathFor('home', lang)} replace />;
    }
    return <MaintenancePage />;
  }

  // A contract type in another language's word, as earlier versions wrote it, moves to this one's.
  const canonical = canonicalPath(location, lang);
  if (canonical) return <Navigate to={canonical} replace />;

  if (appError && appError.path === location.pathname) {
    return <FlowErrorPage error={appError} lang={lang} />;
  }

  // Customers' sign-ins in the URL, on any of their routes (spec 1 point 4): they run before the
  // access checks. The password-reset link and the staff's password link carry a `token` of their
  // own, and the back office signs no customer in.
  const query = new URLSearchParams(location.search);
  const urlToken = route.id === 'resetPassword' || access === 'staff' ? null : query.get('token');
  if (urlToken) return <UrlTokenSignIn token={urlToken} />;
  const clientId = query.get('client_id');
  const secret = query.get('secret');
  if (clientId && secret && access !== 'staff')
    return <ClientIdSignIn clientId={clientId} secret={secret} />;

  // A route its settings switch off, or whose screen is not built yet, does not exist: the 404
  // page, as for an unknown path.
  const enabled = route.id === 'notFound' || isRouteEnabled(route, settings, flags);
  if (!enabled) return <routePages.notFound />;
  // With OpenID Connect as the only way in, login is private and is itself where sign-in starts.
  const isLogin = route.id === 'login';
  if (access === 'private' && !signedIn && !isLogin) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={pathFor('login', lang)} replace state={state} />;
  }
  if ((access === 'public' || isLogin) && signedInOnEntry) {
    return <Navigate to={pathFor('invoices', lang)} replace />;
  }
  // A page starts loading once the frame around it is on screen: the header and the cookie banner
  // are drawn from the shell alone instead of sharing the network and the main thread with the
  // page's code (docs/decisions/004, issue 26). Until then the layout shows the page's placeholder.
  // The back office has no frame of the portal's to paint first: its page is its first content.
  return access === 'staff' ? page : <AfterFirstPaint>{page}</AfterFirstPaint>;
}
