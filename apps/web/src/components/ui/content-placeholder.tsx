import Box from '@mui/material/Box';
import { DelayedSpinner } from './delayed-spinner';

/**
 * Where a page's content will be while it loads: a screen tall, so what follows it (the footer)
 * starts below the fold and does not move on screen when the content arrives (no layout shift). The
 * spinner shows once waiting becomes noticeable.
 */
export function ContentPlaceholder() {
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <DelayedSpinner />
    </Box>
  );
}
