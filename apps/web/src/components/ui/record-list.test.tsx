import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './description-list';
import { RecordList, type RecordColumn, type RecordRow } from './record-list';
import { TypeTabs } from './type-tabs';

type Column = 'number' | 'total' | 'actions';
const columns: RecordColumn<Column>[] = [
  { key: 'number', label: 'Número' },
  { key: 'total', label: 'Total', numeric: true },
  { key: 'actions', label: 'Acciones' },
];
const rows: RecordRow<Column>[] = [
  {
    key: 1,
    title: 'Factura F001',
    cells: { number: 'F001', total: '10,00 €', actions: <button type="button">Pagar</button> },
  },
];
const list = (asCards: boolean) => (
  <RecordList
    label="Facturas"
    columns={columns}
    rows={rows}
    rowHeader="number"
    cardFooter="actions"
    asCards={asCards}
  />
);

describe('RecordList', () => {
  it('shows a table whose rows are named by their header cell', () => {
    render(list(false));
    const table = screen.getByRole('table', { name: 'Facturas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Número', 'Total', 'Acciones']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('F001');
    expect(within(table).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
  });

  it('shows a card per record: its title, its fields as a description list, the actions below', () => {
    render(list(true));
    const cards = screen.getByRole('list', { name: 'Facturas' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Factura F001' })).toBeInTheDocument();
    expect(within(card!).getByRole('term')).toHaveTextContent('Total');
    expect(within(card!).getByRole('definition')).toHaveTextContent('10,00 €');
    expect(within(card!).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('DescriptionList', () => {
  it('pairs each label with its value', () => {
    render(
      <DescriptionList
        items={[
          { label: 'Nombre', value: 'Laura' },
          { label: 'Correo', value: 'laura@example.com' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Nombre',
      'Correo',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Laura',
      'laura@example.com',
    ]);
  });
});

describe('TypeTabs', () => {
  const tabs = (types: ('electricity' | 'gas')[]) => (
    <MemoryRouter>
      <TypeTabs
        label="Tipos"
        types={types}
        value="gas"
        labelOf={(type) => (type === 'gas' ? 'Gas' : 'Luz')}
        pathOf={(type) => `/contratos/${type}`}
      />
    </MemoryRouter>
  );

  it('links each type to its list and marks the current one', () => {
    render(tabs(['electricity', 'gas']));
    const list = screen.getByRole('tablist', { name: 'Tipos' });
    const [light, gas] = within(list).getAllByRole('tab');
    expect(light).toHaveAttribute('href', '/contratos/electricity');
    expect(light).toHaveAttribute('aria-selected', 'false');
    expect(gas).toHaveTextContent('Gas');
    expect(gas).toHaveAttribute('aria-selected', 'true');
  });

  it('shows nothing for a single type', () => {
    render(tabs(['gas']));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
