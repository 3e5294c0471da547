import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled panel of a page (a section of the contract detail, a request, a form, the OMIP page):
 * an outlined section named by its heading, with the buttons that belong beside it.
 */
export function SectionPanel({
  id,
  title,
  actions,
  sx,
  children,
}: {
  id?: string;
  title: string;
  /** Buttons at the panel's foot (the contract detail's change buttons, setting `beside`). */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={[{ p: { xs: 2, sm: 3 }, minWidth: 0, scrollMarginTop: '5rem' }, ...toArray(sx)]}
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

const toArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);
