import { useSyncExternalStore } from 'react';

/**
 * The visitor's cookie choice (spec 1 point 3, "Cookie consent"), kept in localStorage with a version:
 * raising the version (new categories, new purposes) asks everyone again.
 */
export const CONSENT_STORAGE_KEY = 'portal_cookie_consent';
export const CONSENT_VERSION = 1;

export const optionalCategories = ['preferences', 'statistics', 'marketing'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type ConsentChoice = Record<OptionalCategory, boolean>;

export interface CookieConsent extends ConsentChoice {
  version: number;
  /** Necessary cookies need no consent; recorded so the stored choice reads on its own. */
  necessary: true;
  decidedAt: string;
}

export const acceptAll: ConsentChoice = { preferences: true, statistics: true, marketing: true };
export const rejectOptional: ConsentChoice = {
  preferences: false,
  statistics: false,
  marketing: false,
};

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CookieConsent | null {
  try {
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (!value || value.version !== CONSENT_VERSION) return null;
    return {
      version: CONSENT_VERSION,
      necessary: true,
      preferences: value.preferences === true,
      statistics: value.statistics === true,
      marketing: value.marketing === true,
      decidedAt: typeof value.decidedAt === 'string' ? value.decidedAt : '',
    };
  } catch {
    return null;
  }
}

interface ConsentState {
  consent: CookieConsent | null;
  /** The visitor asked to review the choice (footer link). */
  reviewing: boolean;
}

let state: ConsentState | undefined;
/** What the state was read from: storage changed elsewhere (another tab, a test) is read again. */
let stateRaw: string | null = null;
/** A choice made while storage is unavailable holds for this visit. */
let unstored = false;
const listeners = new Set<() => void>();

function current(): ConsentState {
  const raw = readRaw();
  if (!state || (!unstored && raw !== stateRaw)) {
    state = { consent: parse(raw), reviewing: false };
    stateRaw = raw;
  }
  return state;
}

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Stores a choice and closes the banner. */
export function saveConsent(choice: ConsentChoice): CookieConsent {
  const consent: CookieConsent = {
    version: CONSENT_VERSION,
    necessary: true,
    ...choice,
    decidedAt: new Date().toISOString(),
  };
  const raw = JSON.stringify(consent);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    unstored = false;
  } catch {
    // Without storage the choice holds for this visit only.
    unstored = true;
  }
  stateRaw = raw;
  update({ consent, reviewing: false });
  return consent;
}

/** Opens the banner again with the current choice. */
export function reviewConsent(): void {
  update({ ...current(), reviewing: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, current);
}
