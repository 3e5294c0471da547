import { describe, expect, it } from 'vitest';
import { sentDataLines } from './queue-data';

describe("a form's data as lines to read", () => {
  it('names nested values by their fields and gives figures their unit', () => {
    expect(
      sentDataLines({ owner: { vat: '12345678Z' }, power: 4.6, start_date: '2026-01-05' }),
    ).toEqual([
      {
        key: 'owner.vat',
        label: [{ field: 'owner' }, { field: 'vat' }],
        value: '12345678Z',
        kind: 'plain',
      },
      { key: 'power', label: [{ field: 'power' }], value: 4.6, kind: 'kw' },
      { key: 'start_date', label: [{ field: 'start_date' }], value: '2026-01-05', kind: 'date' },
    ]);
  });

  it("reads in the wizard's order whatever order the data was stored in, unknown fields last", () => {
    // The database gives a JSON object's keys back shortest first.
    const stored = {
      bank: { iban: 'ES91' },
      step: 4,
      owner: { vat: '12345678Z', name: 'Júlia' },
      note: 'x',
      address: { nv: 'Major', dp: '08001' },
    };
    expect(sentDataLines(stored).map(({ key }) => key)).toEqual([
      'step',
      'address.dp',
      'address.nv',
      'owner.vat',
      'owner.name',
      'bank.iban',
      'note',
    ]);
  });

  it("joins lists of plain values and of files, and leaves files' contents out", () => {
    expect(
      sentDataLines({
        promotional_code: ['A1', 'B2'],
        invoice: [{ name: 'a.pdf' }, { name: 'b.pdf' }],
        nif_faceup: { name: 'dni.pdf', content: 'data:application/pdf;base64,AAAA' },
        product: { id: 3, name: 'Tarifa Llar' },
      }).map(({ key, value }) => [key, value]),
    ).toEqual([
      ['invoice', 'a.pdf, b.pdf'],
      ['nif_faceup.name', 'dni.pdf'],
      ['promotional_code', 'A1, B2'],
      ['product', 'Tarifa Llar'],
    ]);
  });

  it('puts a list item with a name under that name, as one line when it holds one value', () => {
    const lines = sentDataLines({
      lines: [{ name: 'Energía P1', amount: 30.1 }],
      appliances: [{ name: 'oven', quantity: 1, totalPower: 2 }],
      periods: [{ from: 1 }],
    });
    expect(lines).toEqual([
      {
        key: 'lines[0]',
        label: [{ field: 'lines' }, { text: 'Energía P1', of: 'lines' }],
        value: 30.1,
        kind: 'euros',
      },
      {
        key: 'appliances[0].quantity',
        label: [{ field: 'appliances' }, { text: 'oven', of: 'appliances' }, { field: 'quantity' }],
        value: 1,
        kind: 'plain',
      },
      {
        key: 'appliances[0].totalPower',
        label: [
          { field: 'appliances' },
          { text: 'oven', of: 'appliances' },
          { field: 'totalPower' },
        ],
        value: 2,
        kind: 'kw',
      },
      {
        key: 'periods[0].from',
        label: [{ field: 'periods' }, { text: '1', of: 'periods' }, { field: 'from' }],
        value: 1,
        kind: 'plain',
      },
    ]);
  });
});
