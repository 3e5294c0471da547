import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { activeFirst } from '@portal/domain/rules/contract';
import type { ElectricityContract, GasContract } from '@portal/domain/schemas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordCards } from '@/components/ui/record-cards';
import { useSettings } from '@/lib/settings';
import type { ContractList } from '../api/get-contracts';
import type { RedirectAction } from '../utils/contract-routes';
import { ContractPowers } from './contract-powers';
import { ContractRowActions } from './contract-row-actions';
import { ContractStateChip } from './contract-state-chip';

type Column = 'name' | 'supply' | 'tariff' | 'product' | 'power' | 'state' | 'actions';

interface Cell {
  column: Column;
  content: ReactNode;
}

/** The cells of one contract, in column order; product and power as the settings say. */
function useContractCells(list: ContractList, action: RedirectAction | undefined) {
  const { contracts } = useSettings();
  const columns: Column[] = [
    'name',
    'supply',
    'tariff',
    ...(contracts.showProduct ? (['product'] as const) : []),
    ...(contracts.showPower && list.type === 'electricity' ? (['power'] as const) : []),
    'state',
    'actions',
  ];
  const cellsOf = (contract: ElectricityContract | GasContract): Cell[] =>
    columns.map((column) => ({ column, content: cellContent(column, contract) }));

  function cellContent(column: Column, contract: ElectricityContract | GasContract): ReactNode {
    switch (column) {
      case 'name':
        return contract.name;
      case 'supply':
        return (
          <>
            <Box
              component="span"
              sx={{ display: 'block', fontFamily: 'monospace', whiteSpace: 'nowrap' }}
            >
              {contract.cups.name}
            </Box>
            {contract.cups.full_address}
          </>
        );
      case 'tariff':
        return contract.tariff.name;
      case 'product':
        return contract.pricelist.nom_comercial ?? contract.pricelist.name;
      case 'power':
        return 'contracted_power_period' in contract ? (
          <ContractPowers periods={contract.contracted_power_period} />
        ) : null;
      case 'state':
        return <ContractStateChip contract={contract} />;
      case 'actions':
        return <ContractRowActions type={list.type} name={contract.name} action={action} />;
    }
  }

  const items: (ElectricityContract | GasContract)[] = activeFirst<
    ElectricityContract | GasContract
  >(list.items);
  return {
    columns,
    rows: items.map((contract) => ({ name: contract.name, cells: cellsOf(contract) })),
  };
}

interface ListViewProps {
  list: ContractList;
  action: RedirectAction | undefined;
  /** The accessible name of the table or card list. */
  label: string;
}

/** Wide screens: one table row per contract. */
export function ContractsTable({ list, action, label }: ListViewProps) {
  const { t } = useTranslation('contracts');
  const { columns, rows } = useContractCells(list, action);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700 }}>
                {t(`list.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              {row.cells.map((cell) =>
                cell.column === 'name' ? (
                  <TableCell key={cell.column} component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {cell.content}
                  </TableCell>
                ) : (
                  <TableCell key={cell.column} sx={{ overflowWrap: 'anywhere' }}>
                    {cell.content}
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

/** Small screens: one card per contract, its fields as a description list. */
export function ContractCards({ list, action, label }: ListViewProps) {
  const { t } = useTranslation('contracts');
  const { rows } = useContractCells(list, action);
  return (
    <RecordCards
      label={label}
      cards={rows.map((row) => ({
        key: row.name,
        title: t('list.cardTitle', { name: row.name }),
        fields: row.cells
          .filter((cell) => cell.column !== 'name' && cell.column !== 'actions')
          .map((cell) => ({
            key: cell.column,
            label: t(`list.columns.${cell.column}`),
            content: cell.content,
          })),
        footer: row.cells.find((cell) => cell.column === 'actions')?.content,
      }))}
    />
  );
}
