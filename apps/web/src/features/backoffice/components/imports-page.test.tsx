import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookImportReport } from '@portal/domain/schemas/book';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { sendUploadsThroughFetch } from '@/testing/upload-request';
import type { Staff } from '../api/staff-endpoints';
import { ME, STAFF_TOKEN, agent, resetStaffSession, signInAgent } from '../testing/fixtures';
import { setStaffSession } from '../utils/staff-session';

const BOOK = '/api/v1/backoffice/book';
const CURVES = '/api/v1/backoffice/curves/import';
const admin: Staff = { ...agent, email: 'admin@demo.portal', name: 'Ada Admin', role: 'admin' };

const counts = (created: number, updated: number, unchanged: number) => ({
  created,
  updated,
  unchanged,
});
const report: BookImportReport = {
  customers: counts(2, 0, 0),
  contracts: counts(3, 1, 0),
  invoices: counts(12, 0, 0),
  errors: [
    { file: 'customers.csv', line: 3, code: 'vat_not_valid' },
    { file: 'contracts.csv', line: 5, code: 'customer_unknown' },
  ],
  error_count: 2,
};

/** A file as a folder picker gives it: its path inside the chosen folder. */
function inFolder(path: string, type: string) {
  const file = new File(['x'], path.split('/').at(-1)!, { type });
  Object.defineProperty(file, 'webkitRelativePath', { value: `book/${path}` });
  return file;
}

function renderImports(staff: Staff = admin) {
  setStaffSession({ token: STAFF_TOKEN, staff });
  mockApi('GET', ME, { body: staff });
  return renderApp('/backoffice/importaciones');
}

describe('the imports screen (issue 27 point 2)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetStaffSession();
    sendUploadsThroughFetch();
  });
  afterEach(resetStaffSession);

  it('sends a book folder by its paths, then shows the counts and each bad row by file and line', async () => {
    const user = userEvent.setup();
    mockApi('POST', BOOK, { body: report });
    await renderImports();
    const book = await screen.findByRole('region', { name: 'Cartera de clientes' });
    const send = within(book).getByRole('button', { name: 'Importar la cartera' });
    expect(send).toBeDisabled();

    await user.upload(within(book).getByLabelText('Elegir carpeta'), [
      inFolder('customers.csv', 'text/csv'),
      inFolder('contracts.csv', 'text/csv'),
      inFolder('invoices.csv', 'text/csv'),
      inFolder('pdf/F1.pdf', 'application/pdf'),
      // What else a folder holds stays out: the API would refuse the whole upload for it.
      inFolder('.DS_Store', ''),
      inFolder('README.txt', 'text/plain'),
    ]);
    expect(within(book).getByText('Elegidos: 3 CSV y 1 PDF.')).toBeVisible();
    await user.click(send);

    const done = await within(book).findByText(
      'Importación terminada con 2 filas rechazadas; las demás se han guardado.',
    );
    expect(done).toBeVisible();
    const [call] = requests.filter((request) => request.url.pathname === BOOK);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    const sent = call?.body as FormData;
    expect([...sent.keys()]).toEqual([
      'customers.csv',
      'contracts.csv',
      'invoices.csv',
      'pdf/F1.pdf',
    ]);

    const changed = within(book).getByRole('table', { name: 'Qué ha cambiado' });
    const contractsRow = within(changed).getByRole('row', { name: /Contratos/ });
    expect(
      within(contractsRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '0']);
    const bad = within(book).getByRole('table', { name: 'Filas rechazadas' });
    const rows = within(bad).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'customers.csv3El DNI, NIE o CIF no es válido.',
      'contracts.csv5No hay ningún cliente con este DNI, NIE o CIF.',
    ]);
  });

  it('keeps the chosen files when the upload fails, and sends them again', async () => {
    const user = userEvent.setup();
    mockApi('POST', BOOK, { status: 500, body: { error: 'internal_error' } });
    await renderImports();
    const book = await screen.findByRole('region', { name: 'Cartera de clientes' });
    await user.upload(within(book).getByLabelText('Elegir archivos'), [
      new File(['x'], 'customers.csv', { type: 'text/csv' }),
    ]);
    await user.click(within(book).getByRole('button', { name: 'Importar la cartera' }));
    expect(await within(book).findByRole('alert')).toHaveTextContent(
      'No se ha podido importar: no ha cambiado nada y los archivos siguen elegidos.',
    );
    expect(within(book).getByText('Elegidos: 1 CSV y 0 PDF.')).toBeVisible();

    mockApi('POST', BOOK, {
      body: { ...report, errors: [], error_count: 0 },
    });
    await user.click(within(book).getByRole('button', { name: 'Importar la cartera' }));
    expect(
      await within(book).findByText('Importación terminada: todas las filas son válidas.'),
    ).toBeVisible();
    expect(requests.filter((request) => request.url.pathname === BOOK)).toHaveLength(2);
  });

  it('says which file names the book refused', async () => {
    const user = userEvent.setup();
    mockApi('POST', BOOK, { status: 400, body: { errors: { files: ['invalid_file_name'] } } });
    await renderImports();
    const book = await screen.findByRole('region', { name: 'Cartera de clientes' });
    await user.upload(within(book).getByLabelText('Elegir archivos'), [
      new File(['x'], 'customers.csv', { type: 'text/csv' }),
      new File(['x'], 'mal nombre .pdf', { type: 'application/pdf' }),
    ]);
    await user.click(within(book).getByRole('button', { name: 'Importar la cartera' }));
    expect(await within(book).findByRole('alert')).toHaveTextContent(
      /Algún archivo tiene un nombre que el libro no admite/,
    );
  });

  it('sends a curve file as text/csv and lists its bad rows by line', async () => {
    const user = userEvent.setup();
    mockApi('POST', CURVES, {
      body: {
        rows: 10,
        accepted: 9,
        days: 1,
        supplyPoints: 1,
        errorCount: 1,
        errors: [{ line: 4, error: 'invalid_cups' }],
      },
    });
    await renderImports();
    const curves = await screen.findByRole('region', { name: 'Curvas de consumo' });
    await user.upload(
      within(curves).getByLabelText('Elegir archivo de curvas'),
      new File(['CUPS;Fecha'], 'curvas.csv', { type: 'application/vnd.ms-excel' }),
    );
    await user.click(within(curves).getByRole('button', { name: 'Importar las curvas' }));
    expect(
      await within(curves).findByText('9 de 10 filas guardadas: 1 días de 1 puntos de suministro.'),
    ).toBeVisible();
    const [call] = requests.filter((request) => request.url.pathname === CURVES);
    expect(call?.headers.get('content-type')).toBe('text/csv');
    const row = within(within(curves).getByRole('table', { name: 'Filas rechazadas' }))
      .getAllByRole('row')
      .at(1);
    expect(row).toHaveTextContent('4El CUPS no es válido.');
  });

  it('tells an agent the screen is an admin’s, and calls nothing', async () => {
    signInAgent();
    await renderImports(agent);
    expect(await screen.findByText(/^Esta pantalla es solo para administradores/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Cartera de clientes' })).toBeNull();
    await waitFor(() =>
      expect(requests.filter((request) => request.url.pathname.includes('import'))).toEqual([]),
    );
  });
});
