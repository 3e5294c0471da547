import { useEffect, useState } from 'react';

/** The value once it has not changed for `delayMs` (the postal-code lookup waits 700 ms, spec 2 point 5). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
