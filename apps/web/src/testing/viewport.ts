import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a screen `width` pixels wide for min-width queries (MUI's `up()`).
 * Without it the layout is the wide one (jsdom has no matchMedia).
 */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min ? width >= Number(min[1]) : true) && (max ? width <= Number(max[1]) : true);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

/** A JWT-shaped token with the given claims (the web reads them, the server verifies them). */
export function tokenWith(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify({ sub: 'customer', ...claims }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}
