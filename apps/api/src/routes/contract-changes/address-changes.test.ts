import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractServices } from '../../db/schema/contracts';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { changeCalls } from '../../testing/change-calls';

describe('contract changes: notification addresses (spec 2 point 7, decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, detail, contractId } = changeCalls(() => t);

  describe('notification addresses', () => {
    const rambla = {
      address_type: 'new',
      name: 'Tallers Demo SL (Rambla)',
      zipcode: '17002',
      city: 'Girona',
      municipi: '17079',
      state_id: '17',
      tv: 'RB',
      nv: 'de la Llibertat',
      pnp: '12',
      pt: '3',
      pu: '2',
      email: 'rambla@tallers-demo.example',
      mobile: '612 345 678',
    };

    it("lists the customer's addresses, for a contract of theirs only", async () => {
      const all = await call('GET', '/addresses/', household);
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual({
        items: [
          {
            id: expect.any(Number),
            name: 'Laura García Pérez',
            full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
            street: 'Calle de Alcalá, 120, 3º B',
            zipcode: '28009',
            city: 'Madrid',
            email: expect.any(String),
            mobile: expect.any(String),
          },
        ],
      });
      const own = await call(
        'GET',
        `/contracts/${await contractId('0100001')}/addresses/`,
        household,
      );
      expect(own.json()).toEqual(all.json());
      const foreign = await call(
        'GET',
        `/contracts/${await contractId('0300001')}/addresses/`,
        household,
      );
      expect(foreign.statusCode).toBe(404);
    });

    it('stores a new address with its parts and makes it the contract one', async () => {
      const response = await call('POST', '/contracts/0300015/notification/', company, rambla);
      expect(response.statusCode).toBe(200);
      const { waiting_for_signature, result } = response.json<{
        waiting_for_signature: boolean;
        result: number;
      }>();
      expect(waiting_for_signature).toBe(false);
      expect((await detail('0300015', company)).notification_address).toMatchObject({
        id: result,
        name: 'Tallers Demo SL (Rambla)',
        street: 'Rambla de la Llibertat, 12, 3º 2',
        zipcode: '17002',
        city: 'Girona',
        email: 'rambla@tallers-demo.example',
        mobile: '+34612345678',
      });

      const existing = await call('POST', '/contracts/0300016/notification/', company, {
        address_type: 'existing',
        address_id: result,
      });
      expect(existing.json()).toEqual({ waiting_for_signature: false, result: null });
      expect((await detail('0300016', company)).notification_address?.id).toBe(result);
    });

    it("answers 404 for another customer's address and 400 for parts that do not exist", async () => {
      const [laura] = (await call('GET', '/addresses/', household)).json<{
        items: { id: number }[];
      }>().items;
      const foreign = await call('POST', '/contracts/0300017/notification/', company, {
        address_type: 'existing',
        address_id: laura!.id,
      });
      expect(foreign.statusCode).toBe(404);

      const wrongParts = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        tv: 'ZZ',
        // Begur: in the province, not at this postal code.
        municipi: '17013',
      });
      expect(wrongParts.json()).toEqual({
        errors: { tv: ['invalid_value'], municipi: ['invalid_value'] },
      });
      // Barcelona's postal codes are in the directory (they were missing from an earlier copy).
      const barcelona = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        zipcode: '08002',
        city: 'Barcelona',
        municipi: '08019',
        state_id: '08',
      });
      expect(barcelona.statusCode).toBe(200);
      const wrongTown = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        zipcode: '08002',
        city: 'Badalona',
        municipi: '08015',
        state_id: '08',
      });
      expect(wrongTown.json()).toEqual({ errors: { municipi: ['invalid_value'] } });
      // Five digits no postal code has.
      const unknownZip = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        zipcode: '00000',
      });
      expect(unknownZip.json()).toEqual({ errors: { zipcode: ['change_address_validation'] } });
      const badZip = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        zipcode: '0800',
        extra: 1,
      });
      expect(badZip.json()).toEqual({
        errors: { zipcode: ['change_address_validation'], extra: ['unknown_field'] },
      });
    });

    it('refuses as habitual residence the supply of another active contract when a social bonus runs', async () => {
      const begur = await contractId('0100002');
      const { db } = t.app.services;
      await db.insert(contractServices).values({
        contractId: begur,
        kind: 'social_bonus',
        name: 'Bono social: consumidor vulnerable',
        startDate: '2025-01-01',
      });
      try {
        const [alcala] = (await call('GET', '/addresses/', household)).json<{
          items: { id: number }[];
        }>().items;
        // Alcalá 120 is the supply of 0100001, active.
        const response = await call('POST', '/contracts/0100002/notification/', household, {
          address_type: 'existing',
          address_id: alcala!.id,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'error_usuario_otra_vivienda_habitual_activa' });
        // Typed anew, with the spelling of the supply, it is the same home.
        const typed = await call('POST', '/contracts/0100002/notification/', household, {
          ...rambla,
          zipcode: '28009',
          city: 'Madrid',
          municipi: '28079',
          state_id: '28',
          tv: 'CL',
          nv: 'de Alcalá',
          pnp: '120',
          pt: '3',
          pu: 'B',
        });
        expect(typed.json()).toEqual({ error: 'error_usuario_otra_vivienda_habitual_activa' });
        // The supply of the contract itself is its own home.
        const home = await call('POST', '/contracts/0100002/notification/', household, {
          ...rambla,
          zipcode: '17255',
          city: 'Begur',
          municipi: '17013',
          state_id: '17',
          tv: 'CL',
          nv: 'del Racó',
          pnp: '9',
          pt: undefined,
          pu: undefined,
        });
        expect(home.statusCode).toBe(200);
      } finally {
        await db.delete(contractServices).where(eq(contractServices.contractId, begur));
      }
    });

    it('edits the e-mail and the phone of the address the contract uses', async () => {
      const email = await call('PUT', '/contracts/0300018/notification/email/', company, {
        email: 'facturas@tallers-demo.example',
      });
      expect(email.statusCode).toBe(200);
      expect(email.json()).toMatchObject({ email: 'facturas@tallers-demo.example' });
      const phone = await call('PUT', '/contracts/0300018/notification/phone/', company, {
        phone: '612 000 111',
      });
      expect(phone.json()).toMatchObject({
        email: 'facturas@tallers-demo.example',
        mobile: '+34612000111',
      });
      expect((await detail('0300018', company)).notification_address).toMatchObject({
        email: 'facturas@tallers-demo.example',
        mobile: '+34612000111',
      });
      const invalid = await call('PUT', '/contracts/0300018/notification/email/', company, {
        email: 'facturas@',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ errors: { email: ['validation_email_name_not_valid'] } });
      const wrongField = await call('PUT', '/contracts/0300018/notification/phone/', company, {
        email: 'facturas@tallers-demo.example',
      });
      expect(wrongField.json()).toEqual({
        errors: { phone: ['required'], email: ['unknown_field'] },
      });
    });
  });
});
