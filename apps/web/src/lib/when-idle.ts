/**
 * Resolves in a task of its own once the main thread is idle, or after `timeout` ms at the latest:
 * for work that can wait (downloading what a later step needs), so that it never lengthens the
 * task that asked for it.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}
