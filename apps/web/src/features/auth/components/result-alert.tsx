import Alert, { type AlertProps } from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/**
 * The outcome of a form: it takes the focus when it appears, so keyboard and screen-reader users
 * land on it. Remount it (a new `key`) to move the focus again for a repeated outcome.
 */
export function ResultAlert(props: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return <Alert ref={ref} tabIndex={-1} {...props} />;
}
