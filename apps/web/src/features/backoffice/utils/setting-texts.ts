import type { SettingsSection } from './settings-fields';
import { featureFlagNames, settingFieldAt } from './settings-fields';
import { type AdminTexts, settingValueText } from './admin-texts';

/*
 * The settings editor's texts, looked up by the setting's path, as the schemas name it: a setting
 * the schemas gain before it has a text shows its path (settings-texts.test.ts fails meanwhile).
 */

type TextsByPath = (key: string, options: { defaultValue: string }) => string;

function textAt(t: AdminTexts, key: string, fallback: string): string {
  return (t as unknown as TextsByPath)(`backoffice-admin:settings.${key}`, {
    defaultValue: fallback,
  });
}

/** A field's label; `name` as the API names it: `public.header.variant`, `feature_flags.crm.case`. */
export const settingLabel = (t: AdminTexts, name: string) => textAt(t, `fields.${name}`, name);

/** What a field is for, where its label does not say it all. */
export const settingHint = (t: AdminTexts, name: string) =>
  textAt(t, `hints.${name}`, '') || undefined;

/** A group's heading: the top-level key of the settings (`organization`). */
export const settingGroupLabel = (t: AdminTexts, section: SettingsSection, group: string) =>
  group ? textAt(t, `groups.${section}.${group}`, group) : t('backoffice-admin:settings.general');

/** One of a select's or a set of choices' values (`drawer-grouped`). */
export const settingOptionText = (t: AdminTexts, option: string) =>
  textAt(t, `options.${option}`, option);

const isFlag = (name: string) => featureFlagNames.some((flag) => name === `feature_flags.${flag}`);

/** A changed setting as the review names it: its group's heading, then its label. */
export function settingChangeLabel(t: AdminTexts, name: string): string {
  if (isFlag(name)) {
    return `${t('backoffice-admin:settings.sections.flags')} › ${settingLabel(t, name)}`;
  }
  const at = settingFieldAt(name);
  if (!at?.group.name) return settingLabel(t, name);
  return `${settingGroupLabel(t, at.group.section, at.group.name)} › ${settingLabel(t, name)}`;
}

/** A setting's value in the review: a select's or choices' values by their texts. */
export function settingChangeValueText(t: AdminTexts, name: string, value: unknown): string {
  const kind = settingFieldAt(name)?.field.kind;
  if (kind === 'select' && typeof value === 'string' && value !== '') {
    return settingOptionText(t, value);
  }
  if (kind === 'choices' && Array.isArray(value) && value.length > 0) {
    return value.map((option) => settingOptionText(t, String(option))).join(', ');
  }
  return settingValueText(t, value);
}
