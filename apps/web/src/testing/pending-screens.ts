import { expect } from 'vitest';
import { isBuilt, matchRoute } from '@/lib/paths';

/** Fails when a link inside `container` leads to a route whose screen is not built yet. */
export function expectNoLinkToPendingScreens(container: HTMLElement): void {
  const toPending = [...container.querySelectorAll('a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => {
      const match = matchRoute(href.split(/[?#]/)[0] ?? '');
      return match !== undefined && !isBuilt(match.route);
    });
  expect(toPending).toEqual([]);
}
