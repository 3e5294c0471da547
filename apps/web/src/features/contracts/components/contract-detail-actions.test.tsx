import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderDialogs } from '@/testing/render-dialogs';
import { ContractDetailActions } from './contract-detail-actions';

describe('contract detail actions', { timeout: 20_000 }, () => {
  it('downloads the contract report for the download action', async () => {
    mockApi('GET', '/api/v2/contracts/0100001/pdf/', {
      body: '%PDF',
      headers: { 'content-disposition': 'attachment; filename="contrato-0100001.pdf"' },
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { current } = await renderDialogs(
      <ContractDetailActions type="electricity" name="0100001" />,
      { path: '/contratos/electricidad/0100001?action=download' },
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/v2/contracts/0100001/pdf/',
    ]);
    expect(current.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the report of a download action cannot be had', async () => {
    mockApi('GET', '/api/v2/contracts/0200001/pdf/', {
      status: 500,
      body: { error: 'internal_error' },
    });
    await renderDialogs(<ContractDetailActions type="gas" name="0200001" />, {
      path: '/contratos-gas/0200001?action=download',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/descargar el contrato/i);
    expect(requests.map((request) => request.url.search)).toEqual(['?type=gas&lang=es']);
  });
});
