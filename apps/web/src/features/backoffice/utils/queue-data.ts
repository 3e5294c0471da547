/*
 * What a form sent (a sign-up's wizard data, what a contact lead's tool computed), as lines a staff
 * member reads: each under the names of its fields, from the outermost, and with how its value reads.
 */

/** A part of a line's label: a field's name (to translate), or a list item's own name (as is). */
export type SentLabelPart = { field: string } | { text: string };

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
  return linesOf(data, [], '', '');
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
        return linesOf(item, [...label, { text: String(index + 1) }], `${key}[${index}]`, field);
      }
      const rest = Object.fromEntries(Object.entries(item).filter(([field]) => field !== 'name'));
      const itemLabel = [...label, { text: named }];
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
