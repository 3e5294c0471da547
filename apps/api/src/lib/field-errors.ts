import { fieldErrorCodes } from '@portal/domain/error-codes';

const knownFieldCodes = new Set<string>(fieldErrorCodes);

const codeByKeyword: Record<string, string> = {
  invalid_type: 'invalid_type',
  too_big: 'too_long',
  too_small: 'required',
};

export type ValidationItem = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { keys?: string[] };
};

/** The value at a validation item's path (`/a/0/b`) in the input that was validated. */
function valueAt(input: unknown, instancePath: string): unknown {
  let value = input;
  for (const segment of instancePath.split('/').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * Turns schema issues into `{ field: [codes] }`; unknown fields are named one by one. A missing value
 * is `required` even where the schema (a route's query or params) does not say so itself.
 */
export function toFieldErrors(items: ValidationItem[], input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(code)) list.push(code);
  };
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (item.keyword === 'unrecognized_keys') {
      for (const key of item.params?.keys ?? [])
        add(field ? `${field}.${key}` : key, 'unknown_field');
      continue;
    }
    const code =
      item.message && knownFieldCodes.has(item.message)
        ? item.message
        : item.keyword === 'invalid_type' && valueAt(input, item.instancePath) === undefined
          ? 'required'
          : (codeByKeyword[item.keyword] ?? 'invalid_value');
    add(field || '_', code);
  }
  return errors;
}

/** The field errors of a schema's issues, as a route's body validation answers them. */
export function fieldErrorsOf(
  issues: readonly { code: string; path: PropertyKey[]; message: string; keys?: string[] }[],
  input: unknown,
): Record<string, string[]> {
  return toFieldErrors(
    issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: { keys: issue.keys },
    })),
    input,
  );
}
