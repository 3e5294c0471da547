import { useEffect, useRef } from 'react';

/**
 * A function that calls `callback` once calls have stopped for `delayMs` (the contract search waits
 * 1500 ms, spec 2 point 9); a pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): (...args: A) => void {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (...args: A) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latest.current(...args), delayMs);
  };
}
