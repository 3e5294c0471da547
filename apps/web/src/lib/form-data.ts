/**
 * The body of an upload call (multipart/form-data, docs/decisions/013): each field as a text part,
 * numbers and booleans as their text, each file as a part of the file field (`files` unless the call names another). Fields left
 * undefined are not sent.
 */
export function uploadFormData(
  fields: Record<string, string | number | boolean | undefined>,
  files: readonly File[],
  /** The field the files are parts of: `files` unless the call names another (`attachments`). */
  fileField = 'files',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  for (const file of files) form.append(fileField, file, file.name);
  return form;
}
