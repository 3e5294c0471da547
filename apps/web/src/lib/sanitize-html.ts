import type { Config, DOMPurify } from 'dompurify';

/**
 * What a retailer's HTML block may contain: formatting, lists, tables, links and images. No scripts,
 * styles, forms, frames, SVG or MathML, no event-handler attributes and no `javascript:` URLs
 * (DOMPurify removes those by default; the lists below only narrow it further).
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
  // Inline styles could dress a block up as part of the portal (a fake sign-in box, an overlay).
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
  // Kept so a link can open elsewhere; the hook below makes every such link safe.
  ADD_ATTR: ['target'],
};

export type Sanitize = (html: string) => string;

/** Server HTML as the portal shows it, and what sanitising took out (tag and attribute names). */
export interface SanitizedHtml {
  html: string;
  removed: string[];
}

let purifying: Promise<DOMPurify> | undefined;
let loading: Promise<Sanitize> | undefined;
let reporting: Promise<(html: string) => SanitizedHtml> | undefined;

/**
 * Loads DOMPurify on first use: it is needed only where server HTML is shown, never on a first page
 * that has none (ARCHITECTURE.md "Budgets"). A failed load is tried again at the next use.
 */
function loadPurifier(): Promise<DOMPurify> {
  purifying ??= import('dompurify').then(
    ({ default: createPurifier }) => {
      const purifier = createPurifier(window);
      // Links that open elsewhere must not get a handle on the portal's window.
      purifier.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('target')) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      return purifier;
    },
    (error: unknown) => {
      purifying = undefined;
      throw error;
    },
  );
  return purifying;
}

/** The sanitiser of every block of server HTML the portal shows (one promise: React's `use`). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= loadPurifier().then(
    (purifier) => (html: string) => purifier.sanitize(html, config),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The same sanitiser, also saying what it removed: the back office's preview tells the retailer
 * what customers will not get of what they wrote.
 */
export function loadSanitizerWithReport(): Promise<(html: string) => SanitizedHtml> {
  reporting ??= loadPurifier().then(
    (purifier) => (html: string) => {
      const clean = purifier.sanitize(html, config);
      const removed = new Set<string>();
      for (const item of purifier.removed) {
        if ('attribute' in item) {
          if (item.attribute) removed.add(item.attribute.name);
        } else if (item.element.nodeType === Node.ELEMENT_NODE) {
          removed.add(item.element.nodeName.toLowerCase());
        }
      }
      // The parser's own wrappers are not the retailer's content.
      for (const wrapper of ['html', 'head', 'body']) removed.delete(wrapper);
      return { html: clean, removed: [...removed] };
    },
    (error: unknown) => {
      reporting = undefined;
      throw error;
    },
  );
  return reporting;
}

const plainSize = /^\d+(\.\d+)?$/;
const cssSize = /^\d+(\.\d+)?(px|%|em|rem|vh|vw)$/;

/**
 * A block's width or height as given by the retailer (`300`, `300px`, `50%`…) as a CSS length, or
 * undefined when absent or not a plain length (nothing else reaches the style).
 */
export function blockSize(value: string | null): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (plainSize.test(trimmed)) return `${trimmed}px`;
  return cssSize.test(trimmed) ? trimmed : undefined;
}
