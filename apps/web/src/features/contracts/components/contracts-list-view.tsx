import Box from '@mui/material/Box';
import { activeFirst } from '@portal/domain/rules/contract';
import type { ElectricityContract, GasContract } from '@portal/domain/schemas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { useSettings } from '@/lib/settings';
import type { ContractList } from '../api/get-contracts';
import type { RedirectAction } from '../utils/contract-routes';
import { ContractPowers } from './contract-powers';
import { ContractRowActions } from './contract-row-actions';
import { ContractStateChip } from './contract-state-chip';

type Column = 'name' | 'supply' | 'tariff' | 'product' | 'power' | 'state' | 'actions';

/** The columns and the cells of each contract; product and power as the settings say. */
function useContractRows(list: ContractList, action: RedirectAction | undefined) {
  const { t } = useTranslation('contracts');
  const { contracts } = useSettings();
  const keys: Column[] = [
    'name',
    'supply',
    'tariff',
    ...(contracts.showProduct ? (['product'] as const) : []),
    ...(contracts.showPower && list.type === 'electricity' ? (['power'] as const) : []),
    'state',
    'actions',
  ];
  const columns: RecordColumn<Column>[] = keys.map((key) => ({
    key,
    label: t(`list.columns.${key}`),
    breakAnywhere: true,
  }));

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
  const rows: RecordRow<Column>[] = items.map((contract) => ({
    key: contract.name,
    title: t('list.cardTitle', { name: contract.name }),
    cells: Object.fromEntries(keys.map((key) => [key, cellContent(key, contract)])) as Record<
      Column,
      ReactNode
    >,
  }));
  return { columns, rows };
}

/** The contracts of a list: a table on wide screens, one card per contract on small ones. */
export function ContractsListView({
  list,
  action,
  label,
  asCards,
}: {
  list: ContractList;
  action: RedirectAction | undefined;
  /** The accessible name of the table or card list. */
  label: string;
  asCards: boolean;
}) {
  const { columns, rows } = useContractRows(list, action);
  return (
    <RecordList
      label={label}
      columns={columns}
      rows={rows}
      rowHeader="name"
      cardFooter="actions"
      asCards={asCards}
      // Seven columns in the page's width: narrower gutters than MUI's 16 px keep the longest
      // language's headers and buttons (Catalan's "Factures") inside it at 1280 px.
      table={{ sx: { '& .MuiTableCell-root': { px: 1.5 } } }}
    />
  );
}
