import { useEffect, useState } from 'react';

let firstPaint: Promise<void> | undefined;

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
  });
  return firstPaint;
}

/**
 * False until the page's first content is on screen: what a first paint does not need (the help
 * button, the retailer's blocks below the login form) starts downloading after it, instead of
 * sharing the network and the main thread with what the visitor sees first.
 */
export function useFirstPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let active = true;
    void whenFirstPainted().then(() => {
      if (active) setPainted(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return painted;
}
