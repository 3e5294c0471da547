import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * MUI's Alert for messages a first page shows only in some cases (a failed sign-in, a session
 * notice): its code loads when one is first shown, not with the page.
 */
export function OccasionalAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
