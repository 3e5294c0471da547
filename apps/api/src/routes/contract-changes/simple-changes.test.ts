import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retailerDay as today } from '../../lib/retailer-day';
import { type TestApp, bearer, buildSignedInApp } from '../../testing/build-test-app';
import { changeCalls } from '../../testing/change-calls';

describe('contract changes: invoice sending, e-invoice, no-SIPS, electronic notification', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, detail, sign, requestsOf } = changeCalls(() => t);

  describe('invoice sending and e-invoice', () => {
    it('sends invoices by post, then turns the e-invoice on, on the path with the slash', async () => {
      // The web sends every call with its language.
      const sending = await call('POST', '/contracts/0300014?lang=ca', company, {
        invoice_online: 'postal',
      });
      expect(sending.statusCode).toBe(200);
      expect(sending.json()).toEqual({ waiting_for_signature: false });
      expect(await detail('0300014', company)).toMatchObject({
        invoice_online: 'postal',
        e_invoice: false,
      });

      const eInvoice = await call('POST', '/contracts/0300014/?lang=ca-ES', company, {
        invoice_online: true,
      });
      expect(eInvoice.json()).toEqual({ waiting_for_signature: false });
      expect(await detail('0300014', company)).toMatchObject({
        invoice_online: 'postal',
        e_invoice: true,
      });
    });

    it('keeps the two bodies to their own path', async () => {
      const wrongOnPlain = await call('POST', '/contracts/0300014', company, {
        invoice_online: true,
      });
      expect(wrongOnPlain.json()).toEqual({ errors: { invoice_online: ['invalid_value'] } });
      const wrongOnSlash = await call('POST', '/contracts/0300014/', company, {
        invoice_online: 'email',
      });
      expect(wrongOnSlash.json()).toEqual({ errors: { invoice_online: ['invalid_value'] } });
      expect((await call('POST', '/contracts/0300014', company, {})).json()).toEqual({
        errors: { invoice_online: ['required'] },
      });
    });
  });

  describe('no-SIPS and electronic notification', () => {
    it('marks no-SIPS requested while it waits, active once signed', async () => {
      const response = await call('POST', '/contracts/0300019/no_cession_sips/', company, {
        noCessionSelection: true,
      });
      expect(response.json()).toEqual({ waiting_for_signature: true });
      const waiting = await detail('0300019', company);
      expect(waiting.no_cession_sips).toBe('requested');
      expect(waiting.pending_changes).toMatchObject([{ kind: 'no_cession_sips' }]);
      expect((await sign(waiting.pending_changes[0]!.id)).statusCode).toBe(200);
      expect((await detail('0300019', company)).no_cession_sips).toBe('active');

      // Asked again once in force, or while the retailer processes it, nothing new is stored.
      const count = (await requestsOf('0300019')).length;
      const again = await call('POST', '/contracts/0300019/no_cession_sips/', company, {
        noCessionSelection: true,
      });
      expect(again.json()).toEqual({ waiting_for_signature: false });
      expect(await requestsOf('0300019')).toHaveLength(count);
      expect((await detail('0300019', company)).no_cession_sips).toBe('active');
      const underWay = await call('POST', '/contracts/0100002/no_cession_sips/', household, {
        noCessionSelection: true,
      });
      expect(underWay.json()).toEqual({ waiting_for_signature: false });
      const sipsRequests = (await requestsOf('0100002')).filter(
        (request) => request.kind === 'no_cession_sips',
      );
      expect(sipsRequests).toEqual([]);

      const unticked = await call('POST', '/contracts/0300019/no_cession_sips/', company, {
        noCessionSelection: false,
      });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json()).toEqual({
        errors: { noCessionSelection: ['no_cession_sips_required'] },
      });
    });

    it('updates the contact data, then requests the electronic notification', async () => {
      const v2 = await call('PUT', '/users/', household, {
        email: 'laura.notificaciones@example.com',
        mobile: '611 222 333',
      });
      expect(v2.statusCode).toBe(200);
      expect(v2.json()).toMatchObject({
        profile: { email: 'laura.notificaciones@example.com', mobile: '+34611222333' },
      });
      const v1 = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/',
        headers: bearer(household),
        payload: { email: 'laura.garcia@example.com', mobile: '+34600111222' },
      });
      expect(v1.json()).toMatchObject({
        name: 'Laura García Pérez',
        email: 'laura.garcia@example.com',
        mobile: '+34600111222',
      });

      const response = await call(
        'POST',
        '/contracts/0100002/electronic_notification/',
        household,
        {},
      );
      expect(response.json()).toEqual({ waiting_for_signature: false });
      const after = await detail('0100002', household);
      expect(after.date_request_electronic_notification).toBe(today());
      expect(after).toMatchObject({
        electronic_notification: false,
        date_start_electronic_notification: null,
      });
      // A contract whose electronic notification is in force has nothing to ask for.
      const inForce = await call(
        'POST',
        '/contracts/0300023/electronic_notification/',
        company,
        {},
      );
      expect(inForce.json()).toEqual({ waiting_for_signature: false });
      expect(await requestsOf('0300023')).toEqual([]);
      const extra = await call('POST', '/contracts/0100002/electronic_notification/', household, {
        now: true,
      });
      expect(extra.json()).toEqual({ errors: { now: ['unknown_field'] } });
    });

    it('refuses contact data that is invalid or another account uses', async () => {
      const invalid = await call('PUT', '/users/', household, { email: 'x', mobile: '12' });
      expect(invalid.json()).toEqual({
        errors: { email: ['validation_email_name_not_valid'], mobile: ['phone_not_valid'] },
      });
      const taken = await call('PUT', '/users/', household, {
        email: 'ADMIN@tallers-demo.example',
        mobile: '611222333',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: 'user_already_exists' });
    });
  });
});
