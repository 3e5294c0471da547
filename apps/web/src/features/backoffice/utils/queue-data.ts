/*
 * What a form sent (a sign-up's wizard data, what a contact lead's tool computed), as lines a staff
 * member reads: each under the names of its fields, from the outermost, and with how its value reads.
 */

/**
 * A part of a line's label: a field's name (to translate), or a list item's own name or number
 * and the list it is an item of.
 */
export type SentLabelPart = { field: string } | { text: string; of: string };

/** How a value reads: figures in their unit, a date, yes or no, or as it was sent. */
export type SentValueKind = 'euros' | 'percent' | 'kw' | 'kwh' | 'm2' | 'date' | 'plain';

export interface SentLine {
  key: string;
  label: readonly SentLabelPart[];
  value: unknown;
  kind: SentValueKind;
}

/** The fields whose figures have a unit, by their name in the data. */
const valueKinds: Record<string, SentValueKind> = {
  amount: 'euros',
  invoice_amount: 'euros',
  total_amount: 'euros',
  saving: 'euros',
  saving_percent: 'percent',
  power: 'kw',
  power2: 'kw',
  power3: 'kw',
  power4: 'kw',
  power5: 'kw',
  power6: 'kw',
  optimalPower: 'kw',
  totalPower: 'kw',
  consumption: 'kwh',
  p1: 'kwh',
  p2: 'kwh',
  p3: 'kwh',
  p4: 'kwh',
  p5: 'kwh',
  p6: 'kwh',
  area: 'm2',
  start_date: 'date',
  end_date: 'date',
};

/**
 * The order lines are read in: the wizard's, step by step, then what the tools compute; a field
 * not listed comes after the listed ones of its level, as it was sent.
 */
const fieldOrder = [
  'step',
  'allow_contact',
  'accept_morosity_verification',
  'activeContract',
  'cups',
  'address',
  'dp',
  'ine',
  'state',
  'poblacio',
  'tv',
  'nv',
  'pnp',
  'bq',
  'es',
  'pt',
  'pu',
  'ref_catastral',
  'aclarador',
  'residence_type',
  'cnae',
  'comerOrigin',
  'invoice',
  'owner',
  'type',
  'vat',
  'name',
  'surname1',
  'surname2',
  'mobile',
  'email',
  'representante_vat',
  'representante_name',
  'representante_surname1',
  'representante_surname2',
  'owner_address',
  'different_address',
  'cif',
  'nif_faceup',
  'nif_facedown',
  'change_owner',
  'commsLanguage',
  'promotional_code',
  'tarifa',
  'tarifaATR',
  'bank',
  'iban',
  'owner_is_bank_owner',
  'payer',
  'accept_gdpr',
  'accept_ov_conditions',
  'activate_publicity',
  'power',
  'power2',
  'power3',
  'power4',
  'power5',
  'power6',
  'selfconsCode',
  'selfcons_attach',
  'electricityLeadId',
  'product',
  'id',
  'access_tariff',
  'comer_origin',
  'p1',
  'p2',
  'p3',
  'p4',
  'p5',
  'p6',
  'consumption',
  'start_date',
  'end_date',
  'invoice_amount',
  'days',
  'total_amount',
  'saving',
  'saving_percent',
  'lines',
  'taxes',
  'amount',
  'area',
  'numPersones',
  'cofSimul',
  'appliances',
  'enabled',
  'quantity',
  'option',
  'totalPower',
  'optimalPower',
  'recommendedTariff',
];

const rank = (part: SentLabelPart) => {
  if ('text' in part) return 0;
  const index = fieldOrder.indexOf(part.field);
  return index === -1 ? fieldOrder.length : index;
};

/**
 * The lines in reading order: level by level by the fields' order, and where that says nothing
 * (list items, fields not listed) as they came.
 */
function inReadingOrder(lines: SentLine[]): SentLine[] {
  const firstSeen = new Map<string, number>();
  const keyOf = (line: SentLine) =>
    line.label.flatMap((part, level) => {
      const prefix = JSON.stringify(line.label.slice(0, level + 1));
      if (!firstSeen.has(prefix)) firstSeen.set(prefix, firstSeen.size);
      return [rank(part), firstSeen.get(prefix)!];
    });
  const keyed = lines.map((line) => ({ line, key: keyOf(line) }));
  keyed.sort((a, b) => {
    for (let index = 0; index < Math.min(a.key.length, b.key.length); index++) {
      const difference = a.key[index]! - b.key[index]!;
      if (difference !== 0) return difference;
    }
    return a.key.length - b.key.length;
  });
  return keyed.map(({ line }) => line);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Something the data names and nothing more: a file as the data keeps it (its content is downloaded
 * on its own), a product by its id and name.
 */
const isFileName = (value: unknown): value is { name: string } =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  Object.keys(value).every((key) => key === 'name' || key === 'id');

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

const isDataUrl = (value: unknown) => typeof value === 'string' && value.startsWith('data:');

/**
 * The lines of `data`: nested values under their fields' names, lists of plain values and of files
 * joined, a list item that has a name under that name, and files' contents left out.
 */
export function sentDataLines(data: unknown): SentLine[] {
  return inReadingOrder(linesOf(data, [], '', ''));
}

function linesOf(data: unknown, label: SentLabelPart[], key: string, field: string): SentLine[] {
  if (Array.isArray(data)) {
    if (data.every((item) => item === null || typeof item !== 'object' || isFileName(item))) {
      const joined = data.map((item) => (isFileName(item) ? item.name : String(item))).join(', ');
      return [{ key, label, value: joined, kind: 'plain' }];
    }
    return data.flatMap((item, index) => {
      const named = isRecord(item) && typeof item.name === 'string' ? item.name : null;
      if (!named || !isRecord(item)) {
        const numbered = [...label, { text: String(index + 1), of: field }];
        return linesOf(item, numbered, `${key}[${index}]`, field);
      }
      const rest = Object.fromEntries(Object.entries(item).filter(([field]) => field !== 'name'));
      const itemLabel = [...label, { text: named, of: field }];
      const entries = Object.entries(rest);
      // An item with one value besides its name (a bill's line and its amount) is one line.
      if (entries.length === 1) {
        const [[only, value]] = entries as [[string, unknown]];
        return linesOf(value, itemLabel, `${key}[${index}]`, only);
      }
      return linesOf(rest, itemLabel, `${key}[${index}]`, field);
    });
  }
  if (isFileName(data)) return [{ key, label, value: data.name, kind: 'plain' }];
  if (isRecord(data)) {
    return Object.entries(data).flatMap(([name, value]) =>
      name === 'content' && isDataUrl(value)
        ? []
        : linesOf(value, [...label, { field: name }], key ? `${key}.${name}` : name, name),
    );
  }
  if (!key) return [];
  const kind =
    valueKinds[field] ?? (typeof data === 'string' && DATE.test(data) ? 'date' : 'plain');
  return [{ key, label, value: data, kind }];
}
