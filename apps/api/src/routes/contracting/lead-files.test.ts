import type { LeadAnswer, LeadBody } from '@portal/domain/schemas/contracting';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { samplePdf, samplePng, sampleJpeg } from '../../testing/sample-files';
import {
  type Applicant,
  type OfferedProducts,
  electricityBody,
  leadCalls,
  leadFile,
  newApplicant,
  offerProducts,
} from './testing/lead-calls';

/** A Windows program (its MZ header) renamed to look like a PDF. */
const disguisedExecutable = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(512),
]);

describe("a lead's files (spec 3 points 3 and 5, decisions 013 and 018)", () => {
  let t: TestApp;
  let products: OfferedProducts;
  beforeAll(async () => {
    t = await buildTestApp();
    products = await offerProducts(t);
  });
  afterAll(() => t.close());
  const { electricity, filesOf, stored, setSettings } = leadCalls(() => t);
  const body = (a: Applicant, step: number, extra: Partial<LeadBody> = {}) =>
    electricityBody(products, a, step, extra);
  /** The installation of a supply with a contract today: its invoice is needed. */
  const switching = (a: Applicant, extra: Partial<LeadBody> = {}) =>
    body(a, 1, { activeContract: true, comerOrigin: 12, ...extra });

  it('asks for the invoice of a supply that has a contract, and keeps it under the lead', async () => {
    const a = newApplicant();
    const missing = await electricity(switching(a));
    expect(missing.json()).toEqual({ errors: { invoice: ['required'] } });

    const response = await electricity(
      switching(a, {
        invoice: [
          leadFile('factura-marzo.pdf'),
          leadFile('factura-abril.png', samplePng(), 'image/png'),
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const leadId = response.json<LeadAnswer>().lead_id;
    const files = await filesOf(leadId);
    expect(files.map(({ field, name, contentType }) => [field, name, contentType])).toEqual([
      ['invoice', 'factura-marzo.pdf', 'application/pdf'],
      ['invoice', 'factura-abril.png', 'image/png'],
    ]);
    for (const file of files) {
      expect(file.path).toMatch(new RegExp(`^leads/${leadId}/invoice-[0-9a-f]{12}\\.(pdf|png)$`));
      expect(await t.app.services.files.get(file.path)).not.toBeNull();
    }
    expect(files[0]!.size).toBe(samplePdf().length);

    const detail = await leadCalls(() => t).backoffice('GET', `/leads/${leadId}`);
    expect(detail.json().files).toEqual([
      { id: files[0]!.id, field: 'invoice', name: 'factura-marzo.pdf', size: samplePdf().length },
      { id: files[1]!.id, field: 'invoice', name: 'factura-abril.png', size: samplePng().length },
    ]);
    expect(detail.json().data.invoice).toEqual([
      { name: 'factura-marzo.pdf' },
      { name: 'factura-abril.png' },
    ]);
  });

  it('takes a type only when the content proves it', async () => {
    const a = newApplicant();
    const before = await stored();
    const pngAsPdf = await electricity(
      switching(a, { invoice: [leadFile('factura.pdf', samplePng(), 'application/pdf')] }),
    );
    expect(pngAsPdf.json()).toEqual({ errors: { invoice: ['invalid_attachment_type'] } });
    const program = await electricity(
      switching(a, { invoice: [leadFile('factura.pdf', disguisedExecutable)] }),
    );
    expect(program.json()).toEqual({ errors: { invoice: ['invalid_attachment_type'] } });
    const html = await electricity(
      switching(a, { invoice: [leadFile('factura.html', Buffer.from('<p>hi</p>'), 'text/html')] }),
    );
    expect(html.json()).toEqual({ errors: { 'invoice.0.content': ['invalid_attachment_type'] } });
    const badName = await electricity(switching(a, { invoice: [leadFile('../factura.pdf')] }));
    expect(badName.json()).toEqual({ errors: { 'invoice.0.name': ['invalid_file_name'] } });
    expect(await stored()).toEqual(before);
  });

  it('takes at most three invoices, each within the size limit', async () => {
    const a = newApplicant();
    const four = await electricity(
      switching(a, { invoice: Array.from({ length: 4 }, () => leadFile()) }),
    );
    expect(four.json()).toEqual({ errors: { invoice: ['too_long'] } });
    await setSettings({ fileUploadSizeLimit: 2_000 });
    try {
      const large = await electricity(
        switching(a, { invoice: [leadFile('grande.pdf', samplePdf(4_000))] }),
      );
      expect(large.json()).toEqual({ errors: { invoice: ['file_too_large'] } });
    } finally {
      await setSettings({ fileUploadSizeLimit: 15_000_000 });
    }
  });

  it('keeps the files of earlier steps when later steps leave them out, and replaces a field sent again', async () => {
    const a = newApplicant();
    const first = await electricity(
      switching(a, { invoice: [leadFile('enero.pdf'), leadFile('febrero.pdf')] }),
    );
    const leadId = first.json<LeadAnswer>().lead_id;
    const [january] = await filesOf(leadId);

    const person = await electricity(
      body(a, 2, {
        lead_id: leadId,
        activeContract: true,
        comerOrigin: 12,
        change_owner: false,
        nif_faceup: leadFile('dni-delante.jpg', sampleJpeg(), 'image/jpeg'),
        nif_facedown: leadFile('dni-detras.png', samplePng(), 'image/png'),
      }),
    );
    expect(person.statusCode, person.body).toBe(200);
    // The contract step sends neither the invoices nor the identity document: both stay.
    const contract = await electricity(
      body(a, 3, { lead_id: leadId, activeContract: true, comerOrigin: 12, change_owner: false }),
    );
    expect(contract.statusCode, contract.body).toBe(200);
    expect((await filesOf(leadId)).map((file) => file.name)).toEqual([
      'enero.pdf',
      'febrero.pdf',
      'dni-delante.jpg',
      'dni-detras.png',
    ]);

    // The installation sent again with one invoice: it replaces both, and their bytes go.
    const again = await electricity(
      switching(a, { lead_id: leadId, invoice: [leadFile('marzo.pdf')] }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await filesOf(leadId)).map((file) => [file.field, file.name])).toEqual([
      ['nif_faceup', 'dni-delante.jpg'],
      ['nif_facedown', 'dni-detras.png'],
      ['invoice', 'marzo.pdf'],
    ]);
    expect(await t.app.services.files.get(january!.path)).toBeNull();

    // The person step sent with no document empties it, which the rules refuse.
    const emptied = await electricity(
      body(a, 2, {
        lead_id: leadId,
        activeContract: true,
        comerOrigin: 12,
        change_owner: false,
        nif_faceup: null,
        nif_facedown: null,
      }),
    );
    expect(emptied.json()).toEqual({ errors: { nif_faceup: ['required'] } });
    expect(await filesOf(leadId)).toHaveLength(3);
  });

  it('leaves no file behind when the step cannot be stored, and the step can be sent again', async () => {
    const { db } = t.app.services;
    await db.execute(sql`
      CREATE FUNCTION refuse_boom() RETURNS trigger AS $$
      BEGIN
        IF NEW.name = 'boom.pdf' THEN RAISE EXCEPTION 'the store failed'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.execute(
      sql`CREATE TRIGGER lead_files_boom BEFORE INSERT ON lead_files FOR EACH ROW EXECUTE FUNCTION refuse_boom()`,
    );
    try {
      const a = newApplicant();
      const before = await stored();
      const address = '198.51.100.9';
      const failed = await electricity(
        switching(a, { invoice: [leadFile('ok.pdf'), leadFile('boom.pdf')] }),
        { address },
      );
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: 'internal_error' });
      expect(await stored()).toEqual(before);
      const resent = await electricity(switching(a, { invoice: [leadFile('ok.pdf')] }), {
        address,
      });
      expect(resent.statusCode, resent.body).toBe(200);
    } finally {
      await db.execute(sql`DROP TRIGGER lead_files_boom ON lead_files`);
      await db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
  });
});
