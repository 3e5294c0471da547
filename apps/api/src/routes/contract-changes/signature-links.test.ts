import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { changeRequestSignatureLinks } from '../../db/schema/contract-changes';
import { retailerDay as today } from '../../lib/retailer-day';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { changeCalls } from '../../testing/change-calls';
import { type ParsedEmail, listEmailFiles, readEmailFile } from '../../testing/mail';

/** The signing link's token in an e-mail (`…/firmar-cambio/{token}`). */
const signingTokenOf = (email: ParsedEmail) => {
  const match = /\/(?:firmar-cambio|signar-canvi|sign-change)\/([A-Za-z0-9_-]{43})\b/.exec(
    email.text,
  );
  if (!match) throw new Error(`no signing link in: ${email.text}`);
  return match[1]!;
};

describe('signing a waiting change with the e-mailed link (decision 014)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, detail } = changeCalls(() => t);

  /** Delivers the outbox and answers the e-mails written since `seen` of them were. */
  const newEmails = async (seen: number) => {
    await t.app.services.outbox.deliverPending();
    return listEmailFiles(t.outboxDir)
      .slice(seen)
      .map((name) => readEmailFile(t.outboxDir, name));
  };
  const signature = (token: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url: `/api/v2/change_requests/signature/${token}` });

  it('e-mails a single-use link that shows the change and, once signed, applies it', async () => {
    const seen = listEmailFiles(t.outboxDir).length;
    const asked = await call('POST', '/contracts/0100001/power/', household, {
      phone: '612345678',
      power_p1: 5750,
      power_p2: 5750,
    });
    expect(asked.json()).toEqual({ waiting_for_signature: true });

    const [email, ...others] = await newEmails(seen);
    expect(others).toEqual([]);
    expect(email!.to).toContain('laura.garcia@example.com');
    expect(email!.subject).toBe('Firma el cambio de tu contrato 0100001');
    expect(email!.text).toContain('Has pedido el cambio de potencia en el contrato 0100001.');
    expect(email!.text).toContain('caduca en 7 días');
    const token = signingTokenOf(email!);

    // Anyone with the link may read it: no session needed, the token is the secret.
    const shown = await signature(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      kind: 'power',
      contract_name: '0100001',
      contract_type: 'electricity',
      supply_address: expect.stringContaining('28009'),
      created_date: today(),
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await detail('0100001', household)).contracted_power_period[0]?.power).not.toBe(5.75);

    const signed = await signature(token, 'POST');
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({
      kind: 'power',
      contract_name: '0100001',
      contract_type: 'electricity',
      state: 'applied',
    });
    const after = await detail('0100001', household);
    expect(after.contracted_power_period.slice(0, 2)).toEqual([
      { period: 'P1', power: 5.75 },
      { period: 'P2', power: 5.75 },
    ]);
    expect(after.pending_changes).toEqual([]);

    // Used once: reading or signing it again says so, and changes nothing.
    for (const method of ['GET', 'POST'] as const) {
      const again = await signature(token, method);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'change_already_signed' });
    }
  });

  it('refuses an unknown, malformed or expired link without telling which', async () => {
    const unknown = await signature('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'signature_link_invalid' });
    expect((await signature('short', 'POST')).statusCode).toBe(400);

    const seen = listEmailFiles(t.outboxDir).length;
    await call('POST', '/contracts/0100001/no_cession_sips/', household, {
      noCessionSelection: true,
    });
    const [email] = await newEmails(seen);
    const token = signingTokenOf(email!);
    await t.app.services.db
      .update(changeRequestSignatureLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await signature(token, 'POST');
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: 'signature_link_invalid' });
    expect((await detail('0100001', household)).no_cession_sips).toBe('requested');
  });

  it("writes in the customer's language", async () => {
    const [laura] = await t.app.services.db
      .update(users)
      .set({ language: 'ca' })
      .where(eq(users.email, 'laura.garcia@example.com'))
      .returning({ id: users.id });
    try {
      const seen = listEmailFiles(t.outboxDir).length;
      const asked = await call('POST', '/contracts/0100002/power/', household, {
        phone: '612345678',
        power_p1: 4600,
        power_p2: 4600,
      });
      expect(asked.json()).toEqual({ waiting_for_signature: true });
      const [email] = await newEmails(seen);
      expect(email!.subject).toBe('Signa el canvi del teu contracte 0100002');
      expect(email!.text).toContain('/signar-canvi/');
    } finally {
      await t.app.services.db.update(users).set({ language: 'es' }).where(eq(users.id, laura!.id));
    }
  });

  it('signs a new contract with the link its "sign now" button opens, once (decision 029)', async () => {
    // The company's last supply point is a draft waiting for its signature.
    const draft = '0300042';
    expect((await detail(draft, company)).pending_changes).toEqual([]);
    // Another customer's contract is not found, as if it did not exist.
    const foreign = await call('POST', `/contracts/${draft}/signature_link/`, household);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found' });

    const opened = await call('POST', `/contracts/${draft}/signature_link/`, company);
    expect(opened.statusCode).toBe(200);
    const { token } = opened.json<{ token: string }>();
    expect((await signature(token)).json()).toMatchObject({
      kind: 'contract',
      contract_name: draft,
      contract_type: 'electricity',
    });
    // A second press makes another link of the same signature; either signs it, once.
    const second = await call('POST', `/contracts/${draft}/signature_link/`, company);
    const signed = await signature(second.json<{ token: string }>().token, 'POST');
    expect(signed.json()).toEqual({
      kind: 'contract',
      contract_name: draft,
      contract_type: 'electricity',
      state: 'applied',
    });
    const after = await detail(draft, company);
    expect(after).toMatchObject({ state: 'esborrany', sign_date: today(), pending_changes: [] });

    const spent = await signature(token, 'POST');
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toEqual({ error: 'contract_already_signed' });
    const again = await call('POST', `/contracts/${draft}/signature_link/`, company);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'contract_already_signed' });
    const active = await call('POST', '/contracts/0100001/signature_link/', household);
    expect(active.json()).toEqual({ error: 'contract_already_signed' });
  });
});
