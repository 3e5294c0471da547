import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';

describe('geo lookups (spec 2 point 7 "Addresses")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('lists the municipalities of a postal code, with their INE codes', async () => {
    const response = await get('/geo/zipcode/28001/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ city: 'Madrid', ine: '28079' }]);
  });

  it('lists every municipality of a postal code shared by several, by name', async () => {
    const response = await get('/geo/zipcode/10189/');
    expect(response.json()).toEqual([
      { city: 'Salvatierra de Santiago', ine: '10163' },
      { city: 'Santa Ana', ine: '10165' },
      { city: 'Zarza de Montánchez', ine: '10217' },
    ]);
    // A name with a comma in the file ("Molsosa, La") is read whole.
    expect((await get('/geo/zipcode/08281/')).json()).toEqual([
      { city: 'Aguilar de Segarra', ine: '08002' },
      { city: 'Calonge de Segarra', ine: '08036' },
      { city: 'Molsosa, La', ine: '25136' },
      { city: 'Prats de Rei, Els', ine: '08170' },
      { city: 'Sant Pere Sallavinera', ine: '08189' },
    ]);
  });

  it('knows the postal codes of every province, 01 to 09 included', async () => {
    expect((await get('/geo/zipcode/08001/')).json()).toEqual([
      { city: 'Barcelona', ine: '08019' },
    ]);
    const capitals = ['01001', '02001', '03001', '04001', '05001', '06001', '07001', '09001'];
    for (const zipcode of capitals) {
      const municipalities = (await get(`/geo/zipcode/${zipcode}/`)).json<{ ine: string }[]>();
      expect(municipalities.length, zipcode).toBeGreaterThan(0);
      expect(municipalities[0]?.ine.slice(0, 2), zipcode).toBe(zipcode.slice(0, 2));
    }
  });

  it('answers an empty list for a postal code nobody has', async () => {
    const response = await get('/geo/zipcode/00000/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a postal code that is not five digits', async () => {
    for (const zipcode of ['2800', '280011', 'ABCDE']) {
      const response = await get(`/geo/zipcode/${zipcode}/`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { zipcode: ['change_address_validation'] } });
    }
  });

  it('gives the province of an INE code or of its first two digits', async () => {
    for (const ine of ['08019', '08']) {
      const response = await get(`/geo/provincies/${ine}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: '08', name: 'Barcelona' });
    }
    expect((await get('/geo/provincies/99/')).statusCode).toBe(404);
    expect((await get('/geo/provincies/8/')).statusCode).toBe(400);
  });

  it('lists the street types by name', async () => {
    const response = await get('/geo/tipovias/');
    expect(response.statusCode).toBe(200);
    const types = response.json<{ id: string; name: string }[]>();
    expect(types).toContainEqual({ id: 'CL', name: 'Calle' });
    expect(types).toContainEqual({ id: 'AV', name: 'Avenida' });
    expect(types.map((type) => type.name)).toEqual(
      [...types.map((type) => type.name)].sort((a, b) => a.localeCompare(b, 'es')),
    );
  });

  it('names the street types in the language asked, in its order, Spanish otherwise', async () => {
    const named = async (lang: string) =>
      (await get(`/geo/tipovias/?lang=${lang}`)).json<{ id: string; name: string }[]>();
    const ca = await named('ca');
    expect(ca).toContainEqual({ id: 'CL', name: 'Carrer' });
    expect(ca).toContainEqual({ id: 'PZ', name: 'Plaça' });
    expect(ca.map((type) => type.name)).toEqual(
      [...ca.map((type) => type.name)].sort((a, b) => a.localeCompare(b, 'ca')),
    );
    const en = await named('en-US');
    expect(en).toContainEqual({ id: 'CL', name: 'Street' });
    expect(en).toContainEqual({ id: 'AV', name: 'Avenue' });
    expect(new Set(en.map((type) => type.id))).toEqual(new Set(ca.map((type) => type.id)));
    expect(await named('fr')).toContainEqual({ id: 'CL', name: 'Calle' });
  });

  it('may be kept 30 minutes by browsers and proxies, but not a refusal', async () => {
    expect((await get('/geo/zipcode/28001/')).headers['cache-control']).toBe(
      'public, max-age=1800',
    );
    expect((await get('/geo/tipovias/')).headers['cache-control']).toBe('public, max-age=1800');
    expect((await get('/geo/provincies/99/')).headers['cache-control']).toBe('no-store');
    expect((await get('/geo/zipcode/2800/')).headers['cache-control']).toBe('no-store');
  });

  it('is served under v1 only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/geo/tipovias/' });
    expect(response.statusCode).toBe(404);
  });
});
