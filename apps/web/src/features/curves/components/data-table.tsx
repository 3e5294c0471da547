import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A box whose content scrolls sideways inside it and never widens the page: its width is its
 * container's (inline-size containment), whatever its content's. Keyboard users need it focusable.
 */
export const scrollBox = { overflowX: 'auto', minWidth: 0, contain: 'inline-size' } as const;

/**
 * A plain data table styled like MUI's small table. Plain elements rather than MUI's Table parts:
 * those share a chunk with other pages' components, and a new user of them splits that chunk,
 * which every first page pays for in its list of chunks to preload (ARCHITECTURE.md "Budgets").
 * Cells with the class `number` align right.
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
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        typography: 'body2',
        '& caption': {
          captionSide: captionOnTop ? 'top' : 'bottom',
          textAlign: 'left',
          color: 'text.secondary',
          py: 1,
        },
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
      <caption>{caption}</caption>
      {children}
    </Box>
  );
}
