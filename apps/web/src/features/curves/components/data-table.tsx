import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';

/**
 * A box whose content scrolls sideways inside it and never widens the page: its width is its
 * container's (inline-size containment), whatever its content's. Keyboard users need it focusable.
 */
export const scrollBox = { overflowX: 'auto', minWidth: 0, contain: 'inline-size' } as const;

/**
 * A plain data table styled like MUI's small table, in a box of its own that scrolls sideways when
 * the table is wider than the screen (focusable, so a keyboard can scroll it). Its caption stays
 * outside that box, wrapping in the page's width and never cut, and names the table and the box.
 * Plain elements rather than MUI's Table parts: those share a chunk with other pages' components,
 * and a new user of them splits that chunk, which every first page pays for in its list of chunks
 * to preload (ARCHITECTURE.md "Budgets"). Cells with the class `number` align right.
 */
export function DataTable({
  caption,
  captionOnTop = false,
  children,
}: {
  caption: string;
  captionOnTop?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  const captionText = (
    <Box
      component="p"
      id={captionId}
      sx={{ m: 0, py: 1, typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}
    >
      {caption}
    </Box>
  );
  return (
    <div>
      {captionOnTop && captionText}
      <Box sx={scrollBox} tabIndex={0} role="region" aria-labelledby={captionId}>
        <Box
          component="table"
          aria-labelledby={captionId}
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            typography: 'body2',
            '& th, & td': {
              px: { xs: 0.75, sm: 2 },
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              textAlign: 'left',
              verticalAlign: 'middle',
              whiteSpace: 'nowrap',
            },
            '& th': { fontWeight: 700 },
            // Headers may wrap ("Energía (kWh)"), so a narrow screen sees every column.
            '& thead th': { whiteSpace: 'normal' },
            '& tbody th': { fontWeight: 400 },
            '& tfoot th, & tfoot td': { fontWeight: 700, borderBottom: 0 },
            '& .number': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          }}
        >
          {children}
        </Box>
      </Box>
      {!captionOnTop && captionText}
    </div>
  );
}
