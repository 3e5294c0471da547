import { describe, expect, it } from 'vitest';
import {
  caseContractValue,
  caseFormSchema,
  caseReplyFormSchema,
  claimFormSchema,
  contactFormSchema,
  type CaseForm,
} from './case-forms';

const pdf = { name: 'factura.pdf', type: 'application/pdf', size: 1_000 };
const emptyReadings = {
  lectura_p1: '',
  lectura_p2: '',
  lectura_p3: '',
  lectura_p4: '',
  lectura_p5: '',
  lectura_p6: '',
};
const form = (patch: Partial<CaseForm> = {}): CaseForm => ({
  contract: caseContractValue('electricity', 5),
  categ_id: '3',
  title: ' Lectura estimada ',
  message: 'La factura de marzo lleva una lectura estimada.',
  attachments: [],
  ...emptyReadings,
  ...patch,
});
const plain = caseFormSchema({ sizeLimit: 2_000, readingPeriods: [] });
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);

describe('caseFormSchema', () => {
  it('gives the call the contract, category, subject, description and files', () => {
    const result = plain.safeParse(form({ attachments: [pdf] }));
    expect(result.data).toEqual({
      fields: {
        polissa_id: 5,
        polissa_type: 'electricity',
        categ_id: 3,
        title: 'Lectura estimada',
        message: 'La factura de marzo lleva una lectura estimada.',
      },
      files: [pdf],
    });
  });

  it('asks for every field with required_field, the contract on its select', () => {
    const result = plain.safeParse(form({ contract: '', categ_id: '', title: '  ', message: '' }));
    expect(issuesOf(result)).toEqual({
      contract: 'required_field',
      categ_id: 'required_field',
      title: 'required_field',
      message: 'required_field',
    });
  });

  it('takes up to six files within the size limit', () => {
    expect(issuesOf(plain.safeParse(form({ attachments: Array(7).fill(pdf) })))).toEqual({
      attachments: 'too_long',
    });
    expect(issuesOf(plain.safeParse(form({ attachments: [{ ...pdf, size: 2_001 }] })))).toEqual({
      attachments: 'file_too_large',
    });
    expect(plain.safeParse(form({ attachments: Array(6).fill(pdf) })).success).toBe(true);
  });

  it('asks the auto-reads variant for a whole reading of each period of the tariff', () => {
    const autoReads = caseFormSchema({ sizeLimit: 2_000, readingPeriods: ['p1', 'p2', 'p3'] });
    expect(
      issuesOf(
        autoReads.safeParse(form({ lectura_p1: '1200', lectura_p2: '12,5', lectura_p6: '9' })),
      ),
    ).toEqual({ lectura_p2: 'invalid_value', lectura_p3: 'required_field' });
    const result = autoReads.safeParse(
      form({ lectura_p1: ' 1200 ', lectura_p2: '800', lectura_p3: '0', lectura_p4: '7' }),
    );
    // Only the tariff's periods are sent.
    expect(result.data?.fields).toMatchObject({ lectura_p1: 1200, lectura_p2: 800, lectura_p3: 0 });
    expect(result.data?.fields).not.toHaveProperty('lectura_p4');
  });
});

describe('caseReplyFormSchema', () => {
  const reply = caseReplyFormSchema({ sizeLimit: 2_000 });

  it('sends the message and the files', () => {
    expect(reply.safeParse({ message: ' Adjunto la foto. ', attachments: [pdf] }).data).toEqual({
      fields: { message: 'Adjunto la foto.' },
      files: [pdf],
    });
  });

  it('needs a message and refuses a file of another type', () => {
    const result = reply.safeParse({
      message: '',
      attachments: [{ ...pdf, name: 'nota.txt', type: 'text/plain' }],
    });
    expect(issuesOf(result)).toEqual({
      message: 'required_field',
      attachments: 'invalid_attachment_type',
    });
  });
});

describe('claimFormSchema and contactFormSchema (spec 2 point 5)', () => {
  const claim = claimFormSchema(2_000);
  const contact = contactFormSchema(2_000);

  it('takes a claim with its one file, and refuses what the server refuses', () => {
    const valid = { contract: '0100001', tipus: '01', subtipus: '002', comments: ' Cobro doble ' };
    expect(claim.safeParse({ ...valid, attachment: [pdf] }).data).toEqual({
      ...valid,
      comments: 'Cobro doble',
      attachment: [pdf],
    });
    expect(
      issuesOf(claim.safeParse({ ...valid, tipus: '', comments: ' ', attachment: [pdf, pdf] })),
    ).toEqual({ tipus: 'atc_validation', comments: 'atc_validation', attachment: 'too_long' });
  });

  it("refuses a contact's unreadable e-mail and a file over the size limit", () => {
    const typed = {
      email: 'nadie@',
      mobile: '612345678',
      category: '2',
      subject: 'Horario',
      description: '¿Abrís los sábados?',
      attachment: [{ ...pdf, size: 5_000 }],
    };
    expect(issuesOf(contact.safeParse(typed))).toEqual({
      email: 'validation_email_name_not_valid',
      attachment: 'file_too_large',
    });
  });
});
