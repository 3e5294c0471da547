import type { Settings } from '@portal/domain/schemas/settings';
import type { ConsentChoice } from './consent';

const MARK = 'data-consent-script';
/** Marks a page's own marketing script (not one of the settings' lists). */
const PAGE_MARKETING = 'data-marketing';

/** Only paths of this origin: the retailer's scripts are served by the portal itself (CSP `self`). */
export function isSameOriginPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return false;
  try {
    return new URL(url, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The scripts a choice allows: statistics and marketing ones only after consent to their category. */
export function consentedScripts(choice: ConsentChoice, scripts: Settings['cookies']): string[] {
  return [
    ...(choice.statistics ? scripts.statisticsScripts : []),
    ...(choice.marketing ? scripts.marketingScripts : []),
  ].filter(isSameOriginPath);
}

/** Scripts already injected in this page. */
export function loadedScripts(): string[] {
  return [...document.querySelectorAll(`script[${MARK}]`)].map((s) => s.getAttribute(MARK) ?? '');
}

/** Injects each allowed script once. Nothing is requested before the visitor has chosen. */
export function loadConsentedScripts(choice: ConsentChoice, scripts: Settings['cookies']): void {
  const present = new Set(loadedScripts());
  for (const src of consentedScripts(choice, scripts)) {
    if (present.has(src)) continue;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(MARK, src);
    document.head.append(script);
    present.add(src);
  }
}

/** Injects a page's own marketing script once (same-origin paths only); the caller checks consent. */
export function loadMarketingScript(src: string): void {
  if (!isSameOriginPath(src) || loadedScripts().includes(src)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(MARK, src);
  script.setAttribute(PAGE_MARKETING, '');
  document.head.append(script);
}

/**
 * Whether a script already running lost its consent: a loaded script cannot be unloaded, so the page
 * has to be reloaded for the withdrawal to take effect.
 */
export function withdrawsLoadedScript(
  choice: ConsentChoice,
  scripts: Settings['cookies'],
): boolean {
  const allowed = new Set(consentedScripts(choice, scripts));
  const pageMarketing = new Set(
    [...document.querySelectorAll(`script[${PAGE_MARKETING}]`)].map((s) => s.getAttribute(MARK)),
  );
  return loadedScripts().some(
    (src) => !allowed.has(src) && !(choice.marketing && pageMarketing.has(src)),
  );
}
