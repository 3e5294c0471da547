/** How long Next waits for a lookup at most: a slow one is then judged as it stands. */
export const SETTLE_TIMEOUT_MS = 5000;

const busyIn = (element: HTMLElement) => element.querySelector('[aria-busy="true"]') !== null;

/**
 * Resolves once no part of `element` is `aria-busy` (a postal-code lookup filling the locality),
 * or after `timeoutMs`: Next then judges the fields as the lookup leaves them, not before
 * (issue 25 point 9).
 */
export function whenSettled(
  element: HTMLElement | null,
  timeoutMs = SETTLE_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    if (!element || !busyIn(element)) return resolve();
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!busyIn(element)) done();
    });
    const timer = window.setTimeout(done, timeoutMs);
    observer.observe(element, {
      attributes: true,
      attributeFilter: ['aria-busy'],
      childList: true,
      subtree: true,
    });
  });
}
