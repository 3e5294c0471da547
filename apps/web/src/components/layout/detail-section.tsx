import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One section of the contract detail: a titled panel, with the buttons that belong beside it. */
export function DetailSection({
  id,
  title,
  actions,
  children,
}: {
  id?: string;
  title: string;
  /** The change buttons of this section (setting contracts.actionsLayout `beside`). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: '5rem' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      {actions && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, '&:empty': { display: 'none' } }}
        >
          {actions}
        </Box>
      )}
    </Paper>
  );
}
