import { useQuery } from '@tanstack/react-query';
import type { DynamicRoute, Settings } from '@portal/domain/schemas/settings';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDynamicRoutes } from '@/features/dynamic-content/api/get-dynamic-routes';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { useActionGuard, type ActionGuard } from '@/components/guards/use-action-guard';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useLang, type Lang } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import {
  contractingRoutes,
  getRoute,
  isRouteEnabled,
  matchRoute,
  pathFor,
  type RouteId,
} from '@/lib/paths';
import { usePrivateSettings } from '@/lib/private-settings';
import { useShellActions, type ShellActions } from './shell-actions';

/**
 * The navigation's entries (spec 1 point 2, "Navigation"), built once from the path table, the
 * settings, the flags and the session; the horizontal header and the drawers only lay them out.
 */
export interface NavItem {
  key: string;
  label: string;
  /** A path of the portal. */
  to?: string;
  /** A page elsewhere, opened in a new tab. */
  href?: string;
  /** A second line (dynamic pages have one). */
  description?: string;
  /** Why the entry cannot be used by this session; empty when it can. */
  disabledReason: string;
  /** The route the entry shows, to mark the current page. */
  routeId?: RouteId;
}

export interface NavGroup {
  key: string;
  label: string;
  /** The group's own page, when it has one (the contract list for contracts). */
  main?: NavItem;
  items: NavItem[];
}

export type NavEntry = ({ kind: 'item' } & NavItem) | ({ kind: 'group' } & NavGroup);

export interface NavigationInput {
  settings: Settings;
  /** Whether a route exists (built, and on under the settings and flags). */
  isEnabled: (id: RouteId) => boolean;
  signedIn: boolean;
  lang: Lang;
  currentRouteId: RouteId | undefined;
  actions: ShellActions;
  passwordGuard: ActionGuard;
  dynamicRoutes: readonly DynamicRoute[];
  /** The profile's newsletter page; undefined while unknown. */
  newsletterUrl: string | null | undefined;
  /** With OpenID, where the provider changes the password; undefined while unknown. */
  changePasswordUrl: string | null | undefined;
  label: (key: NavLabel) => string;
}

export type NavLabel =
  | 'home'
  | 'contracts'
  | 'invoices'
  | 'consumption'
  | 'contracting'
  | 'profile'
  | 'profileView'
  | 'newsletter'
  | 'changePassword'
  | 'login'
  | 'activation'
  | 'customerService'
  | 'requests'
  | 'support'
  | 'contact'
  | 'comparator'
  | 'gasComparator'
  | 'powerCalculator'
  | 'tools'
  | 'claims'
  | 'omip'
  | 'newElectricityCustomer'
  | 'newGasCustomer'
  | 'newDualCustomer'
  | 'notifAddrChange';

export function buildNavigation(input: NavigationInput): NavEntry[] {
  const { settings, isEnabled, signedIn, lang, label } = input;
  const route = (id: RouteId, text: NavLabel = id as NavLabel): NavItem => ({
    key: id,
    label: label(text),
    to: pathFor(id, lang),
    disabledReason: '',
    routeId: id,
  });
  const entries: NavEntry[] = [{ kind: 'item', ...route('home') }];

  if (signedIn) {
    // Contracting has entries of its own; the home's "contact data" tile is the notification address.
    const [contractList, ...contractItems] = input.actions.contracts
      .filter((action) => action.key !== 'contracts.contract')
      .map((action) =>
        action.key === 'contracts.notifAddrChange'
          ? { ...action, label: label('notifAddrChange') }
          : action,
      );
    entries.push({
      kind: 'group',
      key: 'contracts',
      label: label('contracts'),
      main: contractList,
      items: [...(contractList ? [contractList] : []), ...contractItems],
    });
    const [invoiceList, ...invoiceItems] = input.actions.invoices;
    entries.push({
      kind: 'group',
      key: 'invoices',
      label: label('invoices'),
      main: invoiceList,
      items: [...(invoiceList ? [invoiceList] : []), ...invoiceItems],
    });
    // The menu opens the consumption route as it is; the home tile, its hourly view.
    for (const action of input.actions.consumption) {
      entries.push({
        kind: 'item',
        ...action,
        label: label('consumption'),
        to: pathFor('consumption', lang),
      });
    }
  }

  // Contracting: the type being contracted now is not offered again; several make a menu.
  const contracting = contractingRoutes
    .filter((id) => isEnabled(id) && id !== input.currentRouteId)
    .map((id) => route(id));
  pushMenu(entries, { key: 'contracting', label: label('contracting'), items: contracting });

  // Customer service, the customer's requests and claims: several make one menu, opening on the
  // first, so that the header keeps to one line (issue 25 point 6).
  if (signedIn) {
    const support = (['customerService', 'requests', 'claims'] as const)
      .filter((id) => isEnabled(id))
      .map((id) => route(id));
    pushMenu(entries, {
      key: 'support',
      label: label('support'),
      items: support,
      main: support[0],
    });
  }
  if (!signedIn && isEnabled('contact')) entries.push({ kind: 'item', ...route('contact') });

  // The comparators, the calculator, a customer's OMIP alerts and the retailer's own pages.
  const tools = (['comparator', 'gasComparator', 'powerCalculator', 'omip'] as const)
    .filter((id) => isEnabled(id) && (id !== 'omip' || signedIn))
    .map((id) => route(id));
  if (signedIn && settings.features.enableServerElements) {
    for (const page of input.dynamicRoutes) {
      tools.push({
        key: `dynamic-${page.id}`,
        label: page.btn_title,
        description: page.btn_description || undefined,
        to: pathFor('dynamicPage', lang, { routePath: page.route_path, pageId: String(page.id) }),
        disabledReason: '',
      });
    }
  }
  pushMenu(entries, { key: 'tools', label: label('tools'), items: tools });

  if (signedIn) {
    entries.push({ kind: 'group', ...profileGroup(input) });
  } else {
    entries.push({ kind: 'item', ...route('login') });
    if (isEnabled('activation')) entries.push({ kind: 'item', ...route('activation') });
  }
  return entries;
}

/** A group of several entries as a menu; a single one as a plain entry; none, nothing. */
function pushMenu(entries: NavEntry[], group: NavGroup) {
  const [only] = group.items;
  if (group.items.length > 1) entries.push({ kind: 'group', ...group });
  else if (only) entries.push({ kind: 'item', ...only });
}

function profileGroup(input: NavigationInput): NavGroup {
  const { settings, lang, label } = input;
  const profile: NavItem = {
    key: 'profile',
    label: label('profileView'),
    to: pathFor('profile', lang),
    disabledReason: '',
    routeId: 'profile',
  };
  const items: NavItem[] = [profile];
  if (input.newsletterUrl) {
    items.push({
      key: 'newsletter',
      label: label('newsletter'),
      href: input.newsletterUrl,
      disabledReason: '',
    });
  }
  // With OpenID the provider owns the password: the link leaves for its page.
  const oidc = settings.features.oidc;
  if (!oidc || input.changePasswordUrl) {
    items.push({
      key: 'changePassword',
      label: label('changePassword'),
      ...(oidc ? { href: input.changePasswordUrl ?? '' } : { to: pathFor('changePassword', lang) }),
      disabledReason: input.passwordGuard.reason,
      routeId: oidc ? undefined : 'changePassword',
    });
  }
  return { key: 'profile', label: label('profile'), main: profile, items };
}

/**
 * The entries for this session. `accountDetails` also loads what only the profile group needs (the
 * newsletter page, the provider's password page): asked for when that group is about to be shown.
 */
export function useNavigation({ accountDetails }: { accountDetails: boolean }): NavEntry[] {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const signedIn = useSignedIn();
  const flags = useFeatureFlags(signedIn);
  const { pathname } = useLocation();
  const actions = useShellActions();
  const passwordGuard = useActionGuard('passwordChange');
  const dynamicRoutes = useDynamicRoutes(signedIn && settings.features.enableServerElements);
  const profile = useQuery({ ...profileQueryOptions, enabled: signedIn && accountDetails });
  const privateSettings = usePrivateSettings(signedIn && accountDetails && settings.features.oidc);

  return buildNavigation({
    settings,
    isEnabled: (id) => isRouteEnabled(getRoute(id), settings, flags),
    signedIn,
    lang,
    currentRouteId: matchRoute(pathname)?.route.id,
    actions,
    passwordGuard,
    dynamicRoutes: dynamicRoutes.data ?? [],
    newsletterUrl: profile.data?.newsletterUrl,
    changePasswordUrl: privateSettings.data?.changePasswordUrl,
    label: (key) => t(`nav.items.${key}`),
  });
}

/** Whether an entry shows the current page: same route (or path) and same `?action=`. */
export function useIsCurrent(): (item: NavItem) => boolean {
  const { pathname, search } = useLocation();
  const routeId = matchRoute(pathname)?.route.id;
  const action = new URLSearchParams(search).get('action');
  return (item) => {
    if (!item.to) return false;
    const [path, query = ''] = item.to.split('?');
    if (new URLSearchParams(query).get('action') !== action) return false;
    return path === pathname || (item.routeId !== undefined && item.routeId === routeId);
  };
}
