import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DescriptionList } from './description-list';

export interface RecordColumn<C extends string> {
  key: C;
  /** The column's header in the table, the field's label on a card. */
  label: string;
  /** Figures that line up on the right. */
  numeric?: boolean;
  /** Text that reads badly broken over lines. */
  nowrap?: boolean;
  /** Long text without spaces (addresses) that may break anywhere in the table. */
  breakAnywhere?: boolean;
}

export interface RecordRow<C extends string> {
  key: string | number;
  /** The card's title. */
  title: string;
  cells: Record<C, ReactNode>;
}

interface RecordListProps<C extends string> {
  /** The accessible name of the table or the card list. */
  label: string;
  columns: readonly RecordColumn<C>[];
  rows: readonly RecordRow<C>[];
  /** The column that names a record: the row's header cell; a card's title says it instead. */
  rowHeader: C;
  /** The column shown under a card's fields without its label (the actions); none: all are fields. */
  cardFooter?: C;
  /** Cards (small screens) instead of a table. */
  asCards: boolean;
  table?: { size?: 'small' | 'medium'; sx?: SxProps<Theme> };
}

/**
 * A list of records (contracts, invoices): a table on wide screens, one card per record below, its
 * fields as a description list and its actions at the foot.
 */
export function RecordList<C extends string>(props: RecordListProps<C>) {
  return props.asCards ? <RecordCards {...props} /> : <RecordTable {...props} />;
}

function RecordTable<C extends string>({
  label,
  columns,
  rows,
  rowHeader,
  table,
}: RecordListProps<C>) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={table?.sx}>
      <Table aria-label={label} size={table?.size}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700 }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {columns.map((column) =>
                column.key === rowHeader ? (
                  <TableCell
                    key={column.key}
                    component="th"
                    scope="row"
                    sx={{ fontWeight: 700, whiteSpace: column.nowrap ? 'nowrap' : undefined }}
                  >
                    {row.cells[column.key]}
                  </TableCell>
                ) : (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{
                      overflowWrap: column.breakAnywhere ? 'anywhere' : undefined,
                      whiteSpace: column.nowrap ? 'nowrap' : undefined,
                    }}
                  >
                    {row.cells[column.key]}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RecordCards<C extends string>({
  label,
  columns,
  rows,
  rowHeader,
  cardFooter,
}: RecordListProps<C>) {
  const fields = columns.filter((column) => column.key !== rowHeader && column.key !== cardFooter);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={row.key} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {row.title}
          </Typography>
          <Box sx={{ mb: 1.5 }}>
            <DescriptionList
              density="compact"
              items={fields.map((column) => ({
                key: column.key,
                label: column.label,
                value: row.cells[column.key],
              }))}
            />
          </Box>
          {cardFooter && row.cells[cardFooter]}
        </Paper>
      ))}
    </Box>
  );
}
