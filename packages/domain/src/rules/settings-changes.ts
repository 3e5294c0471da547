/** A changed leaf of the settings or flags: its value before and after. */
export type SettingChange = { before: unknown; after: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a change does to a settings object (issue 27: "setting changed with before and after"): each
 * changed leaf by its dotted path, with the value before and after. Arrays are leaves, as the
 * settings patch replaces them whole. The audit trail records it; the editor shows it before saving.
 */
export function changedSettings(
  before: unknown,
  after: unknown,
  prefix = '',
): Record<string, SettingChange> {
  if (!isPlainObject(before) || !isPlainObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? {}
      : { [prefix]: { before: before ?? null, after: after ?? null } };
  }
  const changes: Record<string, SettingChange> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    Object.assign(
      changes,
      changedSettings(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return changes;
}
