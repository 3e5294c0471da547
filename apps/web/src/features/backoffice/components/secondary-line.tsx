import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A second, quieter line in a cell. */
export function SecondaryLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}
