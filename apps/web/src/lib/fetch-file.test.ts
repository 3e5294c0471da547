import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { setSessionToken } from '@/lib/session';
import { fetchFile, filenameFromDisposition } from './fetch-file';

describe('filenameFromDisposition', () => {
  it('prefers the exact UTF-8 name of filename*', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="condiciones-a_o.pdf"; filename*=UTF-8''condiciones-a%C3%B1o.pdf`,
      ),
    ).toBe('condiciones-año.pdf');
  });

  it('reads a plain name, quoted or not', () => {
    expect(filenameFromDisposition('attachment; filename="contrato 1.pdf"')).toBe('contrato 1.pdf');
    expect(filenameFromDisposition('attachment; filename=contrato.pdf')).toBe('contrato.pdf');
  });

  it('falls back to the plain name when filename* is malformed, and gives none without a name', () => {
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'a.pdf',
    );
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});

describe('fetchFile', () => {
  it('sends the token and the language, and gives the file with its name', async () => {
    setSessionToken('jwt');
    mockApi('GET', '/api/v2/contracts/0100001/pdf/', {
      body: 'PDF',
      headers: { 'content-disposition': 'attachment; filename="contrato-0100001.pdf"' },
    });
    const file = await fetchFile('contracts/0100001/pdf/', [2], { type: 'gas' });
    expect(file.filename).toBe('contrato-0100001.pdf');
    expect(await file.blob.text()).toContain('PDF');
    const [request] = requests;
    expect(request?.headers.get('authorization')).toBe('Bearer jwt');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      type: 'gas',
      lang: 'es',
    });
  });

  it("stays on a version whose 404 is the call's own", async () => {
    mockApi('GET', '/api/v2/invoices/7/curve/', {
      status: 404,
      body: { error: 'curve_not_available' },
    });
    await expect(fetchFile('invoices/7/curve/', [2, 1])).rejects.toMatchObject({
      status: 404,
      code: 'curve_not_available',
    });
    expect(requests).toHaveLength(1);
  });

  it('tries a lower version on 404 and fails with the API code', async () => {
    mockApi('GET', '/api/v2/contract/download_attachment/9', {
      status: 404,
      body: { error: 'not_found' },
    });
    mockApi('GET', '/api/v1/contract/download_attachment/9', {
      status: 503,
      body: { error: 'service_unavailable' },
    });
    await expect(fetchFile('contract/download_attachment/9', [2, 1])).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/v2/contract/download_attachment/9',
      '/api/v1/contract/download_attachment/9',
    ]);
  });
});
