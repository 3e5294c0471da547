import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The narrow card the account pages sit in (as the login page). */
export function AuthPanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 460, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      {children}
    </Paper>
  );
}
