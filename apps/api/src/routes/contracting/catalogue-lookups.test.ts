import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/content';
import { productOffers } from '../../db/schema/contracting';
import { products } from '../../db/schema/contracts';
import { retailerDay } from '../../lib/retailer-day';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

/** The contracting wizard's catalogue lookups (spec 3 point 7): tariffs, products, CNAE, retailers. */

type Product = {
  id: number;
  name: string;
  ov_description: string | null;
  ov_link: string | null;
  power_prices: number[];
  energy_prices: number[];
};

function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('contracting lookups', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const setConfig = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/backoffice/contractacio/config',
      headers: admin,
      payload,
    });

  describe('GET tariff?power=', () => {
    const tariffs = async (query: string) => {
      const response = await get(`/api/v1/tariff${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ id: number; name: string }[]>();
    };

    it('offers 2.0TD up to 15 kW and 3.0TD above, with a comma or a dot', async () => {
      expect(await tariffs('?power=4,6')).toEqual([{ id: 1, name: '2.0TD' }]);
      expect(await tariffs('?power=15')).toEqual([{ id: 1, name: '2.0TD' }]);
      expect(await tariffs('?power=15,000')).toEqual([{ id: 1, name: '2.0TD' }]);
      expect(await tariffs('?power=15.001')).toEqual([{ id: 2, name: '3.0TD' }]);
      expect(await tariffs('?power=15,001&old=0')).toEqual([{ id: 2, name: '3.0TD' }]);
      expect(await tariffs('?power=450')).toEqual([{ id: 2, name: '3.0TD' }]);
    });

    it('lists every tariff on offer without a power', async () => {
      expect(await tariffs('')).toEqual([
        { id: 1, name: '2.0TD' },
        { id: 2, name: '3.0TD' },
      ]);
    });

    it('adds the high-voltage tariffs above 15 kW when the retailer sells them', async () => {
      expect((await setConfig({ highVoltageTariffs: true })).statusCode).toBe(200);
      try {
        expect(await tariffs('?power=15')).toEqual([{ id: 1, name: '2.0TD' }]);
        expect((await tariffs('?power=15.001')).map((tariff) => tariff.name)).toEqual([
          '3.0TD',
          '6.1TD',
          '6.2TD',
          '6.3TD',
          '6.4TD',
        ]);
        expect(await tariffs('')).toHaveLength(6);
      } finally {
        await setConfig({ highVoltageTariffs: false });
      }
    });

    it('refuses a power that is not a number of kW', async () => {
      for (const power of ['abc', '-3', '4,6,1', '1.2345', '123456']) {
        const response = await get(`/api/v1/tariff?power=${encodeURIComponent(power)}`);
        expect(response.statusCode, power).toBe(400);
        expect(response.json()).toEqual({ errors: { power: ['power_field_not_valid'] } });
      }
    });

    it('may be kept 30 minutes by browsers and proxies', async () => {
      const response = await get('/api/v1/tariff?power=5');
      expect(response.headers['cache-control']).toBe('public, max-age=1800');
      const refused = await get('/api/v1/tariff?power=x');
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('lists the gas tariffs RL.1 to RL.6 under v2 only', async () => {
      const response = await get('/api/v2/gas/tariff');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: 7, name: 'RL.1' },
        { id: 8, name: 'RL.2' },
        { id: 9, name: 'RL.3' },
        { id: 10, name: 'RL.4' },
        { id: 11, name: 'RL.5' },
        { id: 12, name: 'RL.6' },
      ]);
      expect(response.headers['cache-control']).toBe('public, max-age=1800');
      expect((await get('/api/v1/gas/tariff')).statusCode).toBe(404);
      expect((await get('/api/v2/tariff?power=5')).statusCode).toBe(404);
    });
  });

  describe('GET pricelist and gas/pricelist', () => {
    const pricelist = async (query: string, version = 1, path = 'pricelist') => {
      const response = await get(`/api/v${version}/${path}?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<Product[]>();
    };
    const names = (list: Product[]) => list.map((product) => product.name);

    it('lists the products on sale for an access tariff, by their commercial names', async () => {
      const household = await pricelist('power=4,6&atr=1&cups=ES0021000120300001YQ0F&lang=es');
      expect(names(household)).toEqual([
        'Tarifa Estable Hogar',
        'Tarifa Indexada Hogar',
        'Tarifa Plana 24h',
        'Tarifa Noches y Findes',
        'Empresa Base',
      ]);
      expect(household[0]).toEqual({
        id: expect.any(Number),
        name: 'Tarifa Estable Hogar',
        ov_description: 'Tres precios de la energía según la hora, los mismos todo el año.',
        ov_link: 'https://energia-demo.example/tarifas/estable-hogar',
        power_prices: [0.0887, 0.0101],
        energy_prices: [0.2105, 0.1402, 0.1021],
      });
      expect(names(await pricelist('atr=2'))).toEqual([
        'Empresa Plus',
        'Empresa Horario',
        'Hogar Plus',
      ]);
    });

    it('prices each product per period: power in €/kW·day, energy in €/kWh', async () => {
      const [plus] = await pricelist('atr=2');
      expect(plus).toMatchObject({
        name: 'Empresa Plus',
        power_prices: [0.0556, 0.0295, 0.0122, 0.0106, 0.0073, 0.0044],
        energy_prices: [0.185, 0.16, 0.14, 0.13, 0.12, 0.11],
      });
      const flat = (await pricelist('atr=1')).find((p) => p.name === 'Tarifa Plana 24h');
      expect(flat).toMatchObject({
        power_prices: [0.0887, 0.0101],
        energy_prices: [0.149, 0.149, 0.149],
      });
    });

    it('names and describes each product in the language asked, Spanish otherwise', async () => {
      const [ca] = await pricelist('atr=1&lang=ca');
      expect(ca).toMatchObject({
        name: 'Tarifa Estable Llar',
        ov_description: 'Tres preus de l’energia segons l’hora, els mateixos tot l’any.',
      });
      const [en] = await pricelist('atr=1&lang=en-US');
      expect(en).toMatchObject({
        name: 'Stable Home Tariff',
        ov_description: 'Three energy prices by time of day, the same all year.',
      });
      expect(names(await pricelist('atr=1&lang=en'))).toEqual([
        'Stable Home Tariff',
        'Indexed Home Tariff',
        'Flat 24h Tariff',
        'Nights and Weekends Tariff',
        'Business Basic',
      ]);
      const [fr] = await pricelist('atr=1&lang=fr');
      expect(fr).toMatchObject({
        name: 'Tarifa Estable Hogar',
        ov_description: 'Tres precios de la energía según la hora, los mismos todo el año.',
      });
      const [gas] = await pricelist('atr=7&lang=en', 2, 'gas/pricelist');
      expect(gas?.name).toBe('Home Gas');
    });

    it('offers a home only the products for homes, a business only those for businesses', async () => {
      expect(names(await pricelist('atr=1&use=household'))).toEqual([
        'Tarifa Estable Hogar',
        'Tarifa Indexada Hogar',
        'Tarifa Plana 24h',
        'Tarifa Noches y Findes',
      ]);
      expect(names(await pricelist('atr=1&use=business'))).toEqual(['Empresa Base']);
      expect(names(await pricelist('atr=2&power=20&use=household'))).toEqual(['Hogar Plus']);
      expect(names(await pricelist('atr=2&power=20&use=business'))).toEqual([
        'Empresa Plus',
        'Empresa Horario',
      ]);
      expect(names(await pricelist('atr=1&use=business&promocode=BIENVENIDA26'))).toEqual([
        'Empresa Base',
      ]);
      const gas = (query: string) => pricelist(query, 2, 'gas/pricelist');
      expect(names(await gas('atr=7&use=household'))).toEqual(['Gas Hogar']);
      expect(names(await gas('atr=7&use=business'))).toEqual(['Gas Negocio']);
      expect(names(await gas('atr=8&use=business'))).toEqual(['Gas Negocio']);
      // A product published for both uses is offered to either.
      expect(names(await gas('atr=9&use=household'))).toEqual(['Gas Grandes Consumos']);
      expect(names(await gas('atr=9&use=business'))).toEqual(['Gas Grandes Consumos']);
      const refused = await get('/api/v1/pricelist?atr=1&use=shop');
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['use']);
    });

    it('answers no products for an unknown tariff, a gas one, or one the power may not take', async () => {
      expect(await pricelist('atr=99')).toEqual([]);
      expect(await pricelist('atr=7')).toEqual([]);
      expect(await pricelist('atr=1&power=20')).toEqual([]);
      expect(await pricelist('atr=2&power=9,2')).toEqual([]);
      expect(names(await pricelist('atr=2&power=20'))).toEqual([
        'Empresa Plus',
        'Empresa Horario',
        'Hogar Plus',
      ]);
    });

    it('adds the product a valid promotional code unlocks, first, whatever its case', async () => {
      expect(names(await pricelist('atr=1&promocode=nope'))).not.toContain('Tarifa Bienvenida');
      for (const code of ['BIENVENIDA26', 'bienvenida26', 'WELCOME26', ' Benvinguda26 ']) {
        const list = await pricelist(`atr=1&promocode=${encodeURIComponent(code)}`);
        expect(names(list)[0], code).toBe('Tarifa Bienvenida');
        expect(list).toHaveLength(6);
      }
      const [welcome] = await pricelist('atr=1&promocode=WELCOME26&lang=en');
      expect(welcome?.ov_description).toBe(
        'Tarifa Estable Hogar with 10% off energy in the first year.',
      );
    });

    it('does not honour a code whose coupon expired or was withdrawn', async () => {
      const { db } = t.app.services;
      await db.insert(coupons).values([
        {
          code: 'VERANO25',
          language: 'es',
          title: 'Verano',
          description: 'Ya pasó',
          validUntil: shiftDay(retailerDay(), -1),
        },
        { code: 'RETIRADO', language: 'es', title: 'Retirado', description: 'x', active: false },
      ]);
      const [welcome] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.name, '2.0TD Bienvenida'));
      await db
        .update(productOffers)
        .set({ promoCodes: ['BIENVENIDA26', 'VERANO25', 'RETIRADO'] })
        .where(eq(productOffers.productId, welcome!.id));
      try {
        for (const code of ['VERANO25', 'RETIRADO']) {
          const list = await pricelist(`atr=1&promocode=${code}`);
          expect(names(list), code).not.toContain('Tarifa Bienvenida');
        }
      } finally {
        await db
          .update(productOffers)
          .set({ promoCodes: ['BIENVENIDA26', 'BENVINGUDA26', 'WELCOME26'] })
          .where(eq(productOffers.productId, welcome!.id));
        await db.delete(coupons).where(inArray(coupons.code, ['VERANO25', 'RETIRADO']));
      }
    });

    it('sells a product only between its sale dates (Madrid days), and not when withdrawn', async () => {
      const { db } = t.app.services;
      const today = retailerDay();
      const [product] = await db
        .insert(products)
        .values({
          name: '2.0TD Temporada',
          commercialName: 'Tarifa Temporada',
          energy: 'electricity',
          accessTariff: '2.0TD',
          powerPrices: ['0.09', '0.01'],
          energyPrices: ['0.2', '0.15', '0.1'],
        })
        .returning({ id: products.id });
      const sells = async () => names(await pricelist('atr=1')).includes('Tarifa Temporada');
      const offer = (validFrom: string | null, validTo: string | null) =>
        db
          .insert(productOffers)
          .values({ productId: product!.id, validFrom, validTo })
          .onConflictDoUpdate({ target: productOffers.productId, set: { validFrom, validTo } });
      try {
        // Not published: no offer row.
        expect(await sells()).toBe(false);
        await offer(today, today);
        expect(await sells()).toBe(true);
        await offer(shiftDay(today, 1), null);
        expect(await sells()).toBe(false);
        await offer(null, shiftDay(today, -1));
        expect(await sells()).toBe(false);
        await offer(shiftDay(today, -30), shiftDay(today, 30));
        expect(await sells()).toBe(true);
        // Without an own description, the product's.
        const temporada = (await pricelist('atr=1')).find((p) => p.name === 'Tarifa Temporada');
        expect(temporada).toMatchObject({ ov_description: null, ov_link: null });
        await db.update(products).set({ offered: false }).where(eq(products.id, product!.id));
        expect(await sells()).toBe(false);
      } finally {
        await db.delete(products).where(eq(products.id, product!.id));
      }
    });

    it('lists self-consumption products only for a self-consumption supply', async () => {
      const { db } = t.app.services;
      const [product] = await db
        .insert(products)
        .values({
          name: '2.0TD Solar',
          commercialName: 'Tarifa Solar',
          energy: 'electricity',
          accessTariff: '2.0TD',
          description: 'Compensates the surplus of your panels.',
          powerPrices: ['0.09', '0.01'],
          energyPrices: ['0.2', '0.15', '0.1'],
        })
        .returning({ id: products.id });
      await db.insert(productOffers).values({ productId: product!.id, selfconsOnly: true });
      try {
        expect(names(await pricelist('atr=1'))).not.toContain('Tarifa Solar');
        expect(names(await pricelist('atr=1&selfcons=false'))).not.toContain('Tarifa Solar');
        const solar = await pricelist('atr=1&selfcons=true&lang=ca');
        expect(solar.find((p) => p.name === 'Tarifa Solar')).toMatchObject({
          ov_description: 'Compensates the surplus of your panels.',
        });
        expect(names(await pricelist('atr=1&selfcons=1'))).toContain('Tarifa Solar');
      } finally {
        await db.delete(products).where(eq(products.id, product!.id));
      }
    });

    it('lists the gas products of a gas tariff under v2', async () => {
      const rl1 = await pricelist('atr=7&cups=ES0230508013000101EN&lang=es', 2, 'gas/pricelist');
      expect(rl1).toEqual([
        {
          id: expect.any(Number),
          name: 'Gas Hogar',
          ov_description: 'Gas para cocinar y agua caliente, hasta 5.000 kWh al año.',
          ov_link: 'https://energia-demo.example/gas/hogar',
          // The fixed term in €/day, the energy in €/kWh.
          power_prices: [0.1156],
          energy_prices: [0.0751],
        },
        expect.objectContaining({ name: 'Gas Negocio' }),
      ]);
      expect(names(await pricelist('atr=8', 2, 'gas/pricelist'))).toEqual([
        'Gas Hogar Calefacción',
        'Gas Negocio',
      ]);
      expect(names(await pricelist('atr=9&lang=ca', 2, 'gas/pricelist'))).toEqual([
        'Gas Grans Consums',
      ]);
      expect(await pricelist('atr=12', 2, 'gas/pricelist')).toEqual([]);
      // An electricity tariff's id asked of gas: none.
      expect(await pricelist('atr=1', 2, 'gas/pricelist')).toEqual([]);
      expect((await get('/api/v1/gas/pricelist?atr=7')).statusCode).toBe(404);
    });

    it('is cached 30 minutes, and refuses a malformed query', async () => {
      const response = await get('/api/v1/pricelist?atr=1');
      expect(response.headers['cache-control']).toBe('public, max-age=1800');
      expect((await get('/api/v1/pricelist')).statusCode).toBe(400);
      expect((await get('/api/v1/pricelist?atr=abc')).json()).toEqual({
        errors: { atr: ['invalid_value'] },
      });
      expect((await get(`/api/v1/pricelist?atr=1&promocode=${'A'.repeat(41)}`)).json()).toEqual({
        errors: { promocode: ['too_long'] },
      });
      expect((await get('/api/v1/pricelist?atr=1&selfcons=maybe')).statusCode).toBe(400);
      expect((await get('/api/v1/pricelist?atr=1&promocode=a%00b')).statusCode).toBe(400);
    });
  });

  describe('GET misc/cnaes/', () => {
    it('lists the CNAE 2009 in order, the household activity 9820 at id 986', async () => {
      const response = await get('/api/v1/misc/cnaes/?lang=es');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=1800');
      const list = response.json<{ id: number; name: string; descripcio: string }[]>();
      // INE's divisions, groups and classes: 88 + 272 + 629.
      expect(list).toHaveLength(989);
      expect(list).toContainEqual({
        id: 986,
        name: '9820',
        descripcio: 'Actividades de los hogares como productores de servicios para uso propio',
      });
      expect(list[0]).toEqual({
        id: 1,
        name: '01',
        descripcio: 'Agricultura, ganadería, caza y servicios relacionados con las mismas',
      });
      expect(list.map((cnae) => cnae.id)).toEqual(list.map((_, index) => index + 1));
      expect(list.find((cnae) => cnae.name === '3514')?.descripcio).toBe(
        'Comercio de energía eléctrica',
      );
    });

    it('describes each activity in Catalan or English when asked, Spanish otherwise', async () => {
      const household = async (lang: string) =>
        (await get(`/api/v1/misc/cnaes/?lang=${lang}`))
          .json<{ id: number; descripcio: string }[]>()
          .find((cnae) => cnae.id === 986)?.descripcio;
      expect(await household('ca')).toBe(
        'Activitats de les llars com a productores de serveis per a ús propi',
      );
      expect(await household('en-GB')).toBe(
        'Undifferentiated service-producing activities of private households for own use',
      );
      expect(await household('fr')).toBe(
        'Actividades de los hogares como productores de servicios para uso propio',
      );
      const en = (await get('/api/v1/misc/cnaes/?lang=en')).json<
        { name: string; descripcio: string }[]
      >();
      expect(en).toHaveLength(989);
      expect(en.find((cnae) => cnae.name === '3514')?.descripcio).toBe('Trade of electricity');
      expect(en.find((cnae) => cnae.name === '5610')?.descripcio).toBe(
        'Restaurants and mobile food service activities',
      );
    });

    it('holds the shipped list, seed-data/contracting/cnae-2009.csv, row for row in each language', async () => {
      const file: Record<'id' | 'code' | 'description' | `description_${'ca' | 'en'}`, string>[] =
        parse(
          readFileSync(new URL('../../../seed-data/contracting/cnae-2009.csv', import.meta.url)),
          { columns: true },
        );
      const columns = { es: 'description', ca: 'description_ca', en: 'description_en' } as const;
      for (const [lang, column] of Object.entries(columns)) {
        const list = (await get(`/api/v1/misc/cnaes/?lang=${lang}`)).json();
        expect(list, lang).toEqual(
          file.map((row) => ({ id: Number(row.id), name: row.code, descripcio: row[column] })),
        );
        expect(
          file.every((row) => row[column].trim().length > 0),
          lang,
        ).toBe(true);
      }
    });
  });

  describe('GET leads/comers and gas/leads/comers', () => {
    type Comer = { id: number; name: string };

    it('lists the electricity retailers alphabetically, "another" last in the language asked', async () => {
      const response = await get('/api/v1/leads/comers?lang=es');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=1800');
      const list = response.json<Comer[]>();
      const named = list.slice(0, -1).map((comer) => comer.name);
      expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, 'es')));
      for (const name of [
        'Iberdrola Clientes',
        'Endesa Energía',
        'Naturgy Iberia',
        'Holaluz-Clidom',
        'Som Energia',
        'Curenergía Comercializador de Último Recurso',
        'Energía XXI Comercializadora de Referencia',
      ]) {
        expect(named).toContain(name);
      }
      expect(list.at(-1)).toEqual({ id: 99, name: 'Otra comercializadora' });
      expect((await get('/api/v1/leads/comers?lang=ca')).json<Comer[]>().at(-1)).toEqual({
        id: 99,
        name: 'Una altra comercialitzadora',
      });
      expect((await get('/api/v1/leads/comers?lang=en')).json<Comer[]>().at(-1)).toEqual({
        id: 99,
        name: 'Another retailer',
      });
    });

    it('lists the gas retailers under v2, with ids of their own', async () => {
      const response = await get('/api/v2/gas/leads/comers?lang=en');
      expect(response.statusCode).toBe(200);
      const list = response.json<Comer[]>();
      expect(list.map((comer) => comer.name)).toContain('Naturgy Iberia');
      expect(list.map((comer) => comer.name)).not.toContain('Som Energia');
      expect(list.at(-1)).toEqual({ id: 199, name: 'Another retailer' });
      const electricity = (await get('/api/v1/leads/comers')).json<Comer[]>();
      const electricityIds = new Set(electricity.map((comer) => comer.id));
      expect(list.some((comer) => electricityIds.has(comer.id))).toBe(false);
      expect((await get('/api/v1/gas/leads/comers')).statusCode).toBe(404);
    });
  });
});
