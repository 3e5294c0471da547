import { Stream } from 'node:stream';
import { hasNulCharacter } from '@portal/domain/schemas/limits';
import type { FastifyInstance } from 'fastify';
import { FieldErrorsError, HttpError } from '../lib/http-error';

/** Enough to show the client what to mend; a body full of them is not walked to its end. */
const MAX_REPORTED_FIELDS = 10;

type Step = { key: string; parent: Step | null };

const pathOf = (step: Step | null): string => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
};

/**
 * The fields of a parsed query or JSON body whose text holds a NUL, named as field errors name
 * them (`files.0.filename`); a key with a NUL names its object. Walked without recursion: a body
 * may nest deeper than the stack.
 */
function fieldsWithNul(input: unknown): string[] {
  const found = new Set<string>();
  const pending: { value: unknown; at: Step | null }[] = [{ value: input, at: null }];
  while (pending.length > 0 && found.size < MAX_REPORTED_FIELDS) {
    const { value, at } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) found.add(pathOf(at));
    } else if (
      typeof value === 'object' &&
      value !== null &&
      !Buffer.isBuffer(value) &&
      // A body read as it comes (a CSV import) is a stream: its properties are the connection's,
      // a graph with cycles, not fields. The route reads and checks what it takes from it.
      !(value instanceof Stream)
    ) {
      for (const [key, item] of Object.entries(value)) {
        if (hasNulCharacter(key)) found.add(pathOf(at));
        else pending.push({ value: item, at: { key, parent: at } });
      }
    }
  }
  return [...found];
}

/**
 * No text column takes a NUL character (PostgreSQL refuses it: SQLSTATE 22021), and no field of
 * the portal means one: a NUL anywhere in a request's path, query or body is refused before any
 * handler runs (issue 12 point 5). A path with one is an `invalid_url`; a query or body field with
 * one is an `invalid_value` of that field.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (fieldsWithNul(request.params).length > 0) throw new HttpError(400, 'invalid_url');
    const fields = [...fieldsWithNul(request.query), ...fieldsWithNul(request.body)];
    if (fields.length > 0) {
      throw new FieldErrorsError(
        Object.fromEntries(fields.map((field) => [field, ['invalid_value']])),
      );
    }
  });
}
