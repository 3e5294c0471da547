import * as z from 'zod/mini';

/**
 * Forms validate with the schema of the body they send (STYLE.md "One schema, three uses"). A form
 * holds what the customer types (text for numbers, a radio for a choice), so its schema turns that
 * into the body and lets the body's schema judge it. These helpers give the body's problems back to
 * the form's fields.
 */

/** A problem of a form's field: the field (its path) and the field error code. */
export type FormIssue<Field extends string> = readonly [field: Field, code: string];

/**
 * The problems of a body, put on the form's fields: `fieldOf` names the field of a body field (its
 * dotted path, else its top-level name; none when the form has no place for it), the first problem of each field wins, and a value the body
 * needs but the form left out reads `required`.
 */
export function bodyIssuesOnFields<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (bodyField: string) => Field | undefined,
): FormIssue<Field>[] {
  const found = new Map<Field, string>();
  for (const issue of issues) {
    // A nested field (`translations.ca.html_block`) is the form's own when it has one.
    const field = fieldOf(issue.path.join('.')) ?? fieldOf(String(issue.path[0] ?? ''));
    if (field === undefined || found.has(field)) continue;
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    found.set(field, missing ? 'required' : issue.message);
  }
  return [...found];
}

/**
 * A form's schema: `form` checks the shape of what the form holds, `toBody` builds the body and
 * gives the problems of each field (none when the body is good). The output is the body, so the
 * form's submit handler gets what the call takes.
 */
export function formSchema<Form, Body, Field extends string>(
  form: z.ZodMiniType<Form, Form>,
  toBody: (values: Form) => { body: Body } | { issues: readonly FormIssue<Field>[] },
) {
  return z.pipe(
    form,
    z.transform((values: Form, ctx): Body => {
      const result = toBody(values);
      if ('body' in result) return result.body;
      for (const [field, code] of result.issues) {
        ctx.issues.push({ code: 'custom', message: code, path: [field], input: values });
      }
      return z.NEVER;
    }),
  );
}

/**
 * The form of a body whose problems map to fields one to one (or through `fieldOf`): `toBody`
 * builds the candidate body, which `body` checks.
 */
export function bodyFormSchema<Form, B extends z.ZodMiniType, Field extends string>(
  form: z.ZodMiniType<Form, Form>,
  body: B,
  toBody: (values: Form) => unknown,
  fieldOf: (bodyField: string) => Field | undefined,
) {
  return formSchema<Form, z.output<B>, Field>(form, (values) => {
    const parsed = body.safeParse(toBody(values));
    return parsed.success
      ? { body: parsed.data }
      : { issues: bodyIssuesOnFields(parsed.error.issues, fieldOf) };
  });
}
