import { lazy, startTransition, useEffect, useState, type ReactNode } from 'react';

let firstPaint: Promise<void> | undefined;
let painted = false;

/**
 * Resolves once the browser has shown the page's first content (Paint Timing's
 * first-contentful-paint, reported once it is on screen), or two frames after the first call where
 * the browser does not report paints.
 */
export function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  }).then(() => {
    painted = true;
  });
  return firstPaint;
}

/**
 * Its children once the page's first content is on screen; until then it suspends, and the nearest
 * Suspense boundary shows its placeholder. Resolved once, it renders at once from then on.
 */
export const AfterFirstPaint = lazy(() =>
  whenFirstPainted().then(() => ({
    default: ({ children }: { children: ReactNode }) => children,
  })),
);

/**
 * False until the page's first content is on screen: what a first paint does not need (the help
 * button, the retailer's blocks below the login form) starts downloading after it, instead of
 * sharing the network and the main thread with what the visitor sees first.
 */
export function useFirstPainted(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    let active = true;
    void whenFirstPainted().then(() => {
      // In a transition: what waited for the paint renders in slices, never in one long task.
      if (active) startTransition(() => setShown(true));
    });
    return () => {
      active = false;
    };
  }, [shown]);
  return shown;
}
