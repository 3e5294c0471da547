import type { ContractType } from './schemas/contracts';
import type { FeatureFlags, Settings } from './schemas/settings';

/**
 * The web's path table (ARCHITECTURE.md "Web"): the web's navigation, guards, links and language
 * switch read it, and so does every link the server e-mails (docs/decisions/026). Paths are translated
 * per language (spec 1 point 2). The web matches them (apps/web/src/lib/paths.ts).
 */

/** The languages the web has paths in (the web's and the server's languages). */
export const webLanguages = ['es', 'ca', 'en'] as const;
export type WebLanguage = (typeof webLanguages)[number];

/** A parameter's value (`electricity`) and the word each language writes in the path for it. */
export type TranslatedSegments = Readonly<Record<string, Readonly<Record<WebLanguage, string>>>>;

const contractTypeSegments = {
  electricity: { es: 'electricidad', ca: 'electricitat', en: 'electricity' },
  gas: { es: 'gas', ca: 'gas', en: 'gas' },
} as const satisfies Record<ContractType, Record<WebLanguage, string>>;

/**
 * private: sign-in required, otherwise login (remembering the way back); public: for visitors, a
 * signed-in customer goes to invoices; unprotected: everyone; conditional: everyone, and the route
 * exists only while its setting is on; staff: the back office (issue 27), where a customer's
 * session plays no part and the back office's own frame asks for a staff member's.
 */
export type AccessClass = 'private' | 'public' | 'unprotected' | 'conditional' | 'staff';

export interface WebRouteDefinition {
  id: string;
  paths: Readonly<Record<WebLanguage, string>>;
  /**
   * private: sign-in required; public: visitors only (a signed-in customer goes to invoices);
   * unprotected: everyone. A function decides by the settings (contracting can require sign-in).
   */
  access: AccessClass | ((settings: Settings) => AccessClass);
  /** The setting that makes the route exist; absent means always. */
  enabledWhen?: (settings: Settings) => boolean;
  /** The feature flag that makes the route exist (fetched only for such routes). */
  flag?: keyof FeatureFlags;
  /**
   * Parameters whose value is a word of the path, written in the path's language: the value a link
   * is built from (`electricity`) and the word each language shows (`electricidad`).
   */
  translatedParams?: Readonly<Record<string, TranslatedSegments>>;
  /**
   * The route's screen is not built yet: the route does not exist (404), and no menu or button
   * leads to it. The issue that builds the screen removes the marker and adds the page.
   */
  screen?: 'pending';
}

const contractingAccess = (settings: Settings): AccessClass =>
  settings.contractation.requireAuthentication ? 'private' : 'unprotected';

const oidcOnly = (settings: Settings) =>
  settings.features.oidc && !settings.login.allowDefaultLogin;

export const webRoutes = [
  {
    id: 'home',
    paths: { es: '/', ca: '/', en: '/' },
    access: 'unprotected',
  },
  {
    id: 'login',
    paths: { es: '/acceso', ca: '/acces', en: '/login' },
    // With OpenID Connect as the only way in, the login path is private and shows the loading view.
    access: (settings) => (oidcOnly(settings) ? 'private' : 'public'),
  },
  {
    id: 'connect',
    paths: { es: '/connect', ca: '/connect', en: '/connect' },
    access: 'public',
  },
  {
    id: 'register',
    paths: { es: '/registro', ca: '/registre', en: '/register' },
    access: 'public',
  },
  {
    id: 'resetPassword',
    paths: { es: '/recordar-clave', ca: '/recordar-clau', en: '/reset-password' },
    access: 'public',
  },
  {
    // The link e-mailed to sign a contract change (decision 014): with or without a session.
    id: 'changeSignature',
    paths: {
      es: '/firmar-cambio/:token',
      ca: '/signar-canvi/:token',
      en: '/sign-change/:token',
    },
    access: 'unprotected',
  },
  {
    id: 'changePassword',
    paths: { es: '/cambio-de-clave', ca: '/canvi-de-clau', en: '/change-password' },
    access: 'private',
  },
  {
    id: 'activation',
    paths: { es: '/activacion', ca: '/activacio', en: '/activation' },
    access: 'public',
    enabledWhen: (settings) => settings.features.signup,
  },
  {
    id: 'invoices',
    paths: { es: '/facturas', ca: '/factures', en: '/invoices' },
    access: 'private',
  },
  {
    id: 'multipointInvoices',
    paths: { es: '/invoices-multipoint', ca: '/invoices-multipoint', en: '/invoices-multipoint' },
    access: 'private',
    enabledWhen: (settings) => settings.features.displayTypes.includes('multipoint'),
  },
  {
    // The consumption panel over the customer's electricity contracts (issue 13 point 5).
    id: 'consumption',
    paths: { es: '/consumo', ca: '/consum', en: '/consumption' },
    access: 'private',
  },
  {
    // Before the contract detail, whose pattern would take `comunicaciones` as a contract name.
    id: 'contractCommunications',
    paths: {
      es: '/contratos/:contractId/comunicaciones',
      ca: '/contractes/:contractId/comunicacions',
      en: '/contracts/:contractId/communications',
    },
    access: 'private',
    screen: 'pending',
  },
  {
    id: 'contractInvoices',
    paths: {
      es: '/contratos/:contractType/:contractName/facturas',
      ca: '/contractes/:contractType/:contractName/factures',
      en: '/contracts/:contractType/:contractName/invoices',
    },
    access: 'private',
    translatedParams: { contractType: contractTypeSegments },
  },
  {
    id: 'contractDetail',
    paths: {
      es: '/contratos/:contractType/:contractName',
      ca: '/contractes/:contractType/:contractName',
      en: '/contracts/:contractType/:contractName',
    },
    access: 'private',
    translatedParams: { contractType: contractTypeSegments },
  },
  {
    // Without a type, the list of the first type the retailer shows.
    id: 'contracts',
    paths: {
      es: '/contratos/:contractType?',
      ca: '/contractes/:contractType?',
      en: '/contracts/:contractType?',
    },
    access: 'private',
    translatedParams: { contractType: contractTypeSegments },
  },
  {
    id: 'gasContractInvoices',
    paths: {
      es: '/contratos-gas/:contractName/facturas-gas',
      ca: '/contractes-gas/:contractName/factures-gas',
      en: '/contracts-gas/:contractName/invoices-gas',
    },
    access: 'private',
    enabledWhen: (settings) => settings.features.displayTypes.includes('gas'),
  },
  {
    id: 'gasContractDetail',
    paths: {
      es: '/contratos-gas/:contractName',
      ca: '/contractes-gas/:contractName',
      en: '/contracts-gas/:contractName',
    },
    access: 'private',
    enabledWhen: (settings) => settings.features.displayTypes.includes('gas'),
  },
  {
    id: 'customerService',
    paths: { es: '/atencion-al-cliente', ca: '/atencio-al-client', en: '/customer-service' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'contact',
    paths: { es: '/contacto', ca: '/contacte', en: '/contact' },
    access: 'public',
    enabledWhen: (settings) => settings.features.unsignedContact,
  },
  {
    // Before the request detail, whose pattern would take `crear` as a request id.
    id: 'requestCreate',
    paths: { es: '/solicitudes/crear', ca: '/sollicituds/crear', en: '/requests/create' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'requestDetail',
    paths: { es: '/solicitudes/:id', ca: '/sollicituds/:id', en: '/requests/:id' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'requests',
    paths: { es: '/solicitudes', ca: '/sollicituds', en: '/requests' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'claims',
    paths: { es: '/reclamaciones', ca: '/reclamacions', en: '/claims' },
    access: 'private',
    enabledWhen: (settings) => settings.features.reclamATCMenu,
  },
  {
    id: 'profile',
    paths: { es: '/perfil', ca: '/perfil', en: '/profile' },
    access: 'private',
  },
  {
    id: 'newElectricityCustomer',
    paths: {
      es: '/nuevo-cliente-electricidad',
      ca: '/nou-client-electricitat',
      en: '/new-electricity-customer',
    },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.electricity,
  },
  {
    id: 'newGasCustomer',
    paths: { es: '/nuevo-cliente-gas', ca: '/nou-client-gas', en: '/new-gas-customer' },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.gas,
  },
  {
    id: 'newDualCustomer',
    paths: { es: '/nuevo-cliente-dual', ca: '/nou-client-dual', en: '/new-dual-customer' },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.dual,
  },
  {
    id: 'comparator',
    paths: { es: '/comparador', ca: '/comparador', en: '/comparator' },
    access: 'conditional',
    enabledWhen: (settings) => settings.features.comparator,
  },
  {
    id: 'gasComparator',
    paths: { es: '/comparador-gas', ca: '/comparador-gas', en: '/gas-comparator' },
    access: 'conditional',
    enabledWhen: (settings) =>
      settings.features.comparator && settings.features.displayTypes.includes('gas'),
  },
  {
    id: 'powerCalculator',
    paths: { es: '/potencia', ca: '/potencia', en: '/power' },
    access: 'conditional',
    enabledWhen: (settings) => settings.features.powerCalculator,
  },
  {
    id: 'newsletter',
    paths: { es: '/boletin', ca: '/butlleti', en: '/newsletter' },
    access: 'unprotected',
    enabledWhen: (settings) => settings.features.newsletter,
  },
  {
    id: 'omip',
    paths: { es: '/omipComponent', ca: '/omipComponent', en: '/omipComponent' },
    access: 'private',
  },
  {
    id: 'dynamicPage',
    paths: {
      es: '/d/:routePath/:pageId',
      ca: '/d/:routePath/:pageId',
      en: '/d/:routePath/:pageId',
    },
    access: 'private',
    enabledWhen: (settings) => settings.features.enableServerElements,
  },
  {
    id: 'welcome',
    paths: { es: '/bienvenido', ca: '/benvingut', en: '/welcome' },
    access: 'unprotected',
  },
  {
    id: 'loading',
    paths: { es: '/cargando', ca: '/carregant', en: '/loading' },
    access: 'unprotected',
  },
  {
    id: 'version',
    paths: { es: '/version', ca: '/version', en: '/version' },
    access: 'unprotected',
  },
  {
    id: 'altHome',
    paths: { es: '/altHome', ca: '/altHome', en: '/altHome' },
    access: 'unprotected',
  },
  // The back office (issue 27): staff sign in at /backoffice, whatever the language.
  {
    id: 'backofficeLogin',
    paths: { es: '/backoffice', ca: '/backoffice', en: '/backoffice' },
    access: 'staff',
  },
  {
    // The single-use link that sets a new staff member's password (`npm run staff -- add`).
    id: 'backofficePassword',
    paths: { es: '/backoffice/password', ca: '/backoffice/password', en: '/backoffice/password' },
    access: 'staff',
  },
  {
    id: 'backofficeInbox',
    paths: { es: '/backoffice/bandeja', ca: '/backoffice/safata', en: '/backoffice/inbox' },
    access: 'staff',
  },
  {
    id: 'backofficeCase',
    paths: {
      es: '/backoffice/casos/:id',
      ca: '/backoffice/casos/:id',
      en: '/backoffice/cases/:id',
    },
    access: 'staff',
  },
  {
    id: 'backofficeCustomers',
    paths: {
      es: '/backoffice/clientes',
      ca: '/backoffice/clients',
      en: '/backoffice/customers',
    },
    access: 'staff',
  },
  {
    id: 'backofficeCustomer',
    paths: {
      es: '/backoffice/clientes/:id',
      ca: '/backoffice/clients/:id',
      en: '/backoffice/customers/:id',
    },
    access: 'staff',
  },
  {
    id: 'backofficeLeads',
    paths: {
      es: '/backoffice/contrataciones',
      ca: '/backoffice/contractacions',
      en: '/backoffice/sign-ups',
    },
    access: 'staff',
  },
  {
    id: 'backofficeLead',
    paths: {
      es: '/backoffice/contrataciones/:id',
      ca: '/backoffice/contractacions/:id',
      en: '/backoffice/sign-ups/:id',
    },
    access: 'staff',
  },
  {
    id: 'backofficeContactLeads',
    paths: {
      es: '/backoffice/contactos',
      ca: '/backoffice/contactes',
      en: '/backoffice/contacts',
    },
    access: 'staff',
  },
  {
    id: 'backofficeContactLead',
    paths: {
      es: '/backoffice/contactos/:id',
      ca: '/backoffice/contactes/:id',
      en: '/backoffice/contacts/:id',
    },
    access: 'staff',
  },
  {
    id: 'backofficeChangeRequests',
    paths: {
      es: '/backoffice/cambios',
      ca: '/backoffice/canvis',
      en: '/backoffice/changes',
    },
    access: 'staff',
  },
  {
    id: 'backofficeSettings',
    paths: {
      es: '/backoffice/ajustes',
      ca: '/backoffice/configuracio',
      en: '/backoffice/settings',
    },
    access: 'staff',
  },
  {
    id: 'backofficeContent',
    paths: {
      es: '/backoffice/contenido',
      ca: '/backoffice/contingut',
      en: '/backoffice/content',
    },
    access: 'staff',
  },
  {
    id: 'backofficeImports',
    paths: {
      es: '/backoffice/importaciones',
      ca: '/backoffice/importacions',
      en: '/backoffice/imports',
    },
    access: 'staff',
  },
  {
    id: 'backofficeStaff',
    paths: {
      es: '/backoffice/personal',
      ca: '/backoffice/personal',
      en: '/backoffice/staff',
    },
    access: 'staff',
  },
  {
    id: 'backofficeApiTokens',
    paths: {
      es: '/backoffice/api-tokens',
      ca: '/backoffice/api-tokens',
      en: '/backoffice/api-tokens',
    },
    access: 'staff',
  },
  {
    id: 'backofficeAudit',
    paths: {
      es: '/backoffice/auditoria',
      ca: '/backoffice/auditoria',
      en: '/backoffice/audit',
    },
    access: 'staff',
  },
] as const satisfies readonly WebRouteDefinition[];

export type WebRoute = (typeof webRoutes)[number];
export type WebRouteId = WebRoute['id'];

/** A route whose screen is built: the web has a page for it. */
export type BuiltWebRoute = Exclude<WebRoute, { screen: 'pending' }>;

export function isBuiltWebRoute(route: WebRoute): route is BuiltWebRoute {
  return !('screen' in route);
}

const webRoutesById = new Map<WebRouteId, WebRouteDefinition>(
  webRoutes.map((route) => [route.id, route]),
);

export function webRouteDefinition(id: WebRouteId): WebRouteDefinition {
  const route = webRoutesById.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/**
 * The path of a route in a language, as React Router's `generatePath` builds it (a missing required
 * parameter throws, an optional one leaves its segment out, values are URL-encoded), with each
 * translated parameter written in the language.
 */
export function webPath(
  id: WebRouteId,
  lang: WebLanguage,
  params: Readonly<Record<string, string>> = {},
): string {
  const route = webRouteDefinition(id);
  const segments = route.paths[lang].split('/').map((segment) => {
    const param = /^:(\w+)(\??)$/.exec(segment);
    if (!param) return segment;
    const [, name = '', optional] = param;
    const value = params[name];
    if (value === undefined) {
      if (optional) return undefined;
      throw new Error(`Missing ":${name}" param of route ${id}`);
    }
    return encodeURIComponent(route.translatedParams?.[name]?.[value]?.[lang] ?? value);
  });
  return `/${segments.filter((segment) => segment).join('/')}`;
}

/**
 * The value of a translated parameter written in any language's word or as the value itself
 * (`electricidad`, `electricitat`, `electricity` → `electricity`); other values are returned as they are.
 */
export function webParamValue(route: WebRouteDefinition, name: string, segment: string): string {
  const words = route.translatedParams?.[name];
  if (!words) return segment;
  const lower = segment.toLowerCase();
  for (const [value, byLanguage] of Object.entries(words)) {
    if (value === lower || Object.values(byLanguage).includes(lower)) return value;
  }
  return segment;
}
