import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  defaultLanguage,
  isLang,
  LANGUAGE_COOKIE,
  languages,
  startNamespaces,
  type Lang,
  type Namespace,
} from './locales';

export {
  defaultLanguage,
  isLang,
  languages,
  namespaces,
  type Lang,
  type Namespace,
} from './locales';

const STORAGE_KEY = 'portal_language';

/** Maps a settings language (`ca-ES`) to the short code used in paths and texts (`ca`). */
export const langFromLocale = (locale: string): Lang | undefined => {
  const short = locale.split('-')[0];
  return isLang(short) ? short : undefined;
};

export function storedLanguage(): Lang | undefined {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLang(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function storeLanguage(lang: Lang): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; Secure; SameSite=Lax`;
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode); the path still carries the language.
  }
}

/**
 * One JSON file per language and namespace, fetched the first time it is needed: texts are data,
 * so they come as JSON (parsed faster than a module, and outside the first pages' JavaScript).
 */
// The back office's texts are left to its own chunk (app/backoffice-pages.tsx), which adds their
// files with `addTextUrls`: their names would otherwise weigh on every customer's first page.
const textUrls = import.meta.glob<string>(
  ['../locales/*/*.json', '!../locales/*/backoffice*.json'],
  {
    query: '?url',
    import: 'default',
    eager: true,
  },
);
/** Adds the files of texts a lazy chunk brings (`../locales/<lang>/<namespace>.json` keys). */
export const addTextUrls = (urls: Record<string, string>) => Object.assign(textUrls, urls);

const pendingTexts = new Map<string, Promise<Record<string, unknown>>>();

/** The texts of a namespace, fetched once (a failure is forgotten, so a later read tries again). */
function fetchTexts(language: string, namespace: string) {
  const key = `../locales/${language}/${namespace}.json`;
  const url = textUrls[key];
  if (!url) return undefined;
  let pending = pendingTexts.get(key);
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok)
        throw new Error(`No texts for ${language}/${namespace}: ${response.status}`);
      return response.json() as Promise<Record<string, unknown>>;
    });
    pending.catch(() => pendingTexts.delete(key));
    pendingTexts.set(key, pending);
  }
  return pending;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const pending = fetchTexts(language, namespace);
    if (!pending) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    pending.then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

let textsLoadLazily = false;

/**
 * Starts downloading the texts of `ns` in the language the app is starting or running in, before
 * i18next asks for them: a page's texts then arrive with its code instead of after i18next has
 * finished starting (one round trip less on a first visit).
 */
export function prefetchTexts(ns: readonly Namespace[]): void {
  if (!textsLoadLazily) return;
  const lang = currentLanguage();
  for (const namespace of ns) {
    // A failure is i18next's to report when it reads the same file.
    fetchTexts(lang, namespace)?.catch(() => {});
  }
}

let requested: Lang = defaultLanguage;
let markReady: () => void = () => {};
/** Resolves once `initI18n` has finished; lazy pages wait for it before loading their namespaces. */
export const i18nReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** The language the app runs in (also before i18next has finished initialising). */
export function currentLanguage(): Lang {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLang(lang) ? lang : requested;
}

/**
 * Starts i18next in `lng`. Without `resources` the texts are loaded lazily per namespace; tests pass
 * every resource up front so nothing suspends.
 */
export async function initI18n(lng: Lang, resources?: Resource): Promise<void> {
  requested = lng;
  textsLoadLazily = !resources;
  if (!resources) i18n.use(lazyLocales);
  i18n.use(initReactI18next);
  i18n.on('languageChanged', (language) => {
    if (!isLang(language)) return;
    document.documentElement.lang = language;
    storeLanguage(language);
  });
  await i18n.init({
    lng,
    // Every key exists in every language (locales.test.ts), so no fallback texts are downloaded.
    fallbackLng: false,
    supportedLngs: [...languages],
    ns: [...startNamespaces],
    defaultNS: 'common',
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: !resources,
    ...(resources ? { resources } : {}),
    react: { useSuspense: true },
  });
  markReady();
}

/** The current language as a typed code, re-rendering on change. */
export function useLang(): Lang {
  const { i18n: instance } = useTranslation();
  const lang = instance.resolvedLanguage ?? instance.language;
  return isLang(lang) ? lang : defaultLanguage;
}
