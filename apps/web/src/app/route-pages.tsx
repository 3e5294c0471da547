import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { i18n, i18nReady, prefetchTexts, type Namespace } from '@/lib/i18n';
import { isBuilt, type AppRoute, type NotFoundRoute, type PageId } from '@/lib/paths';
import { CouponBanners, InvoicesBanners } from './page-banners';

/**
 * The page of each route of the path table (lib/paths.ts). Kept apart from the table so that a link
 * never depends on a page: only the app imports this map.
 */

export type LazyPage = LazyExoticComponent<ComponentType>;

/** Each page is its own chunk; its text namespaces load alongside, not after it. */
function lazyPage(load: () => Promise<ComponentType>, ns: readonly Namespace[] = []): LazyPage {
  return lazy(() => {
    prefetchTexts(ns);
    return Promise.all([load(), i18nReady.then(() => i18n.loadNamespaces([...ns]))]).then(
      ([component]) => ({ default: component }),
    );
  });
}

/**
 * A page with the banners the app shows above its content (spec 1 point 2, "Other shell screens").
 * The banners' own code still loads only where they are shown (app/page-banners.tsx).
 */
function withBanners(
  Page: ComponentType<{ banners: ReactNode }>,
  Banners: ComponentType,
): ComponentType {
  return function PageWithBanners() {
    return <Page banners={<Banners />} />;
  };
}

const authTexts = ['auth', 'errors', 'validation'] as const;
/** The contract detail, the change dialogs it opens and its claim button. */
const contractDetailTexts = [
  'contracts',
  'contract-changes',
  'claims',
  'errors',
  'validation',
] as const;
/** The invoice lists (their filters are shared form fields) and the payment dialogs they open. */
const invoiceTexts = ['invoices', 'payment', 'forms', 'validation', 'errors'] as const;
/** The requests' pages: the forms, the list and the conversation. */
const requestTexts = ['requests', 'errors', 'validation'] as const;
/** The contracting wizard: its frame, its steps, the shared form blocks and the errors. */
const contractingTexts = [
  'contracting',
  'contracting-steps',
  'forms',
  'validation',
  'errors',
] as const;
/** Customer service: the request form, and the claim button with the dialog it opens. */
const customerServiceTexts = ['requests', 'claims', 'errors', 'validation'] as const;
/** The price comparators: their texts, the shared form blocks (the invoice file) and the errors. */
const priceCompareTexts = ['price-compare', 'forms', 'validation', 'errors'] as const;

/**
 * The back office's routes (issue 27) share one page, which shows the route's screen and loads its
 * own texts: the shell, which every customer and visitor loads, names its chunk once.
 */
const backofficePage = lazyPage(() => import('./backoffice-pages').then((m) => m.BackofficePage));

/**
 * One page per built route and the 404 page: a route marked `screen: 'pending'` has none, and the
 * compiler refuses a missing, extra or repeated entry.
 */
export const routePages = {
  home: lazyPage(() => import('./pages/home-page').then((m) => m.HomePage)),
  login: lazyPage(
    () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
    authTexts,
  ),
  connect: lazyPage(
    () => import('@/features/auth/components/connect-page').then((m) => m.ConnectPage),
    authTexts,
  ),
  register: lazyPage(
    () => import('@/features/auth/components/register-page').then((m) => m.RegisterPage),
    authTexts,
  ),
  resetPassword: lazyPage(
    () => import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
    authTexts,
  ),
  activation: lazyPage(
    () => import('@/features/auth/components/activation-page').then((m) => m.ActivationPage),
    authTexts,
  ),
  changeSignature: lazyPage(
    () =>
      import('@/features/contracts/components/change-signature-page').then(
        (m) => m.ChangeSignaturePage,
      ),
    ['contracts', 'errors', 'validation'],
  ),
  changePassword: lazyPage(
    () =>
      import('@/features/auth/components/change-password-page').then((m) => m.ChangePasswordPage),
    authTexts,
  ),
  invoices: lazyPage(
    () =>
      import('@/features/invoices/components/invoices-page').then((m) =>
        withBanners(m.InvoicesPage, InvoicesBanners),
      ),
    invoiceTexts,
  ),
  multipointInvoices: lazyPage(
    () =>
      import('@/features/invoices/components/invoices-page').then((m) =>
        withBanners(m.MultipointInvoicesPage, InvoicesBanners),
      ),
    invoiceTexts,
  ),
  contractInvoices: lazyPage(
    () =>
      import('@/features/invoices/components/invoices-page').then((m) => m.ContractInvoicesPage),
    invoiceTexts,
  ),
  contractDetail: lazyPage(
    () => import('./contract-detail-pages').then((m) => m.ElectricityDetailPage),
    contractDetailTexts,
  ),
  consumption: lazyPage(
    () => import('./curves-pages').then((m) => m.ConsumptionRoutePage),
    ['consumption', 'errors'],
  ),
  contracts: lazyPage(
    () =>
      import('@/features/contracts/components/contracts-page').then((m) =>
        withBanners(m.ContractsPage, CouponBanners),
      ),
    ['contracts'],
  ),
  gasContractInvoices: lazyPage(
    () =>
      import('@/features/invoices/components/invoices-page').then((m) => m.GasContractInvoicesPage),
    invoiceTexts,
  ),
  gasContractDetail: lazyPage(
    () => import('./contract-detail-pages').then((m) => m.GasDetailPage),
    contractDetailTexts,
  ),
  customerService: lazyPage(
    () => import('./case-pages').then((m) => m.CustomerServiceRoutePage),
    customerServiceTexts,
  ),
  contact: lazyPage(
    () =>
      import('@/features/cases/components/unsigned-contact-page').then(
        (m) => m.UnsignedContactPage,
      ),
    ['contact', 'errors', 'validation'],
  ),
  requestCreate: lazyPage(
    () => import('./case-pages').then((m) => m.RequestCreatePage),
    requestTexts,
  ),
  requestDetail: lazyPage(
    () => import('./case-pages').then((m) => m.RequestDetailPage),
    requestTexts,
  ),
  requests: lazyPage(
    () => import('./case-pages').then((m) => m.RequestsPage),
    ['requests', 'errors'],
  ),
  claims: lazyPage(
    () => import('@/features/cases/components/claims-page').then((m) => m.ClaimsPage),
    // The claims' statuses are the requests' (decision 017): their texts too.
    ['claims', 'requests', 'errors', 'validation'],
  ),
  profile: lazyPage(
    () => import('@/features/profile/components/profile-page').then((m) => m.ProfilePage),
    ['profile', 'errors'],
  ),
  newElectricityCustomer: lazyPage(
    () => import('./contracting-pages').then((m) => m.NewElectricityCustomerPage),
    contractingTexts,
  ),
  newGasCustomer: lazyPage(
    () => import('./contracting-pages').then((m) => m.NewGasCustomerPage),
    contractingTexts,
  ),
  newDualCustomer: lazyPage(
    () => import('./contracting-pages').then((m) => m.NewDualCustomerPage),
    contractingTexts,
  ),
  powerCalculator: lazyPage(
    () =>
      import('@/features/power-calculator/components/power-calculator-page').then(
        (m) => m.PowerCalculatorPage,
      ),
    ['power-calculator', 'forms', 'validation', 'errors'],
  ),
  comparator: lazyPage(
    () =>
      import('@/features/price-compare/components/comparator-page').then(
        (m) => m.ElectricityComparatorPage,
      ),
    priceCompareTexts,
  ),
  gasComparator: lazyPage(
    () =>
      import('@/features/price-compare/components/comparator-page').then(
        (m) => m.GasComparatorPage,
      ),
    priceCompareTexts,
  ),
  newsletter: lazyPage(
    () => import('@/features/newsletters/components/newsletter-page').then((m) => m.NewsletterPage),
    ['newsletters', 'forms', 'validation', 'errors'],
  ),
  omip: lazyPage(
    () => import('@/features/omip/components/omip-page').then((m) => m.OmipPage),
    ['omip', 'forms', 'validation', 'errors'],
  ),
  dynamicPage: lazyPage(() =>
    import('@/features/dynamic-content/components/dynamic-page').then((m) => m.DynamicPage),
  ),
  welcome: lazyPage(() => import('./pages/welcome-page').then((m) => m.WelcomePage)),
  loading: lazyPage(() => import('./pages/loading-page').then((m) => m.LoadingPage)),
  version: lazyPage(() => import('./pages/version-page').then((m) => m.VersionPage)),
  altHome: lazyPage(() => import('./pages/home-page').then((m) => m.AltHomePage)),
  backofficeLogin: backofficePage,
  backofficePassword: backofficePage,
  backofficeInbox: backofficePage,
  backofficeCase: backofficePage,
  backofficeCustomers: backofficePage,
  backofficeCustomer: backofficePage,
  backofficeContent: backofficePage,
  backofficeImports: backofficePage,
  backofficeLeads: backofficePage,
  backofficeLead: backofficePage,
  backofficeContactLeads: backofficePage,
  backofficeContactLead: backofficePage,
  backofficeChangeRequests: backofficePage,
  backofficeSettings: backofficePage,
  backofficeStaff: backofficePage,
  backofficeApiTokens: backofficePage,
  backofficeAudit: backofficePage,
  notFound: lazyPage(() =>
    import('@/components/errors/not-found-page').then((m) => m.NotFoundPage),
  ),
} satisfies Record<PageId, LazyPage>;

/** The page a route shows: its own once its screen is built, else the 404 page. */
export function pageFor(route: AppRoute | NotFoundRoute): LazyPage {
  return route.id !== 'notFound' && isBuilt(route) ? routePages[route.id] : routePages.notFound;
}
