import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ca from '@/locales/ca/backoffice-admin.json';
import en from '@/locales/en/backoffice-admin.json';
import es from '@/locales/es/backoffice-admin.json';
import type { AdminTexts } from './admin-texts';
import {
  settingChangeLabel,
  settingChangeValueText,
  settingHint,
  settingLabel,
} from './setting-texts';
import { featureFlagNames, settingsGroups } from './settings-fields';

const textsByLanguage = { ca, es, en };

const textAt = (texts: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      texts,
    );

/** Every setting and flag as the API names them: a setting the schemas gain is in this list. */
const settingNames = [
  ...settingsGroups.flatMap((group) =>
    group.fields.map((field) => `${group.section}.${field.path}`),
  ),
  ...featureFlagNames.map((name) => `feature_flags.${name}`),
];
const groupNames = settingsGroups
  .filter((group) => group.name !== '')
  .map((group) => `${group.section}.${group.name}`);
const optionNames = [
  ...new Set(
    settingsGroups
      .flatMap((group) => group.fields)
      .flatMap((field) =>
        field.kind === 'select' || field.kind === 'choices' ? field.options : [],
      ),
  ),
];

/** The keys among `names` whose text under `prefix` is missing or empty, in one language. */
const missing = (texts: unknown, prefix: string, names: readonly string[]) =>
  names.filter((name) => {
    const text = textAt(texts, `settings.${prefix}.${name}`);
    return typeof text !== 'string' || text.trim() === '';
  });

describe('the settings editor’s texts', () => {
  it('reads every setting the schemas produce today', () => {
    expect(settingNames).toContain('public.header.variant');
    expect(settingNames).toContain('private.changePasswordUrl');
    expect(settingNames).toContain('feature_flags.crm.case');
    expect(optionNames).toContain('drawer-grouped');
  });

  it.each(Object.entries(textsByLanguage))('labels every setting and flag in %s', (_, texts) => {
    expect(missing(texts, 'fields', settingNames)).toEqual([]);
  });

  it.each(Object.entries(textsByLanguage))('names every group of settings in %s', (_, texts) => {
    expect(missing(texts, 'groups', groupNames)).toEqual([]);
  });

  it.each(Object.entries(textsByLanguage))('words every select’s value in %s', (_, texts) => {
    expect(missing(texts, 'options', optionNames)).toEqual([]);
  });

  it.each(Object.entries(textsByLanguage))(
    'has hints only for settings that exist, in %s',
    (_, texts) => {
      const hinted = (prefix: string, value: unknown): string[] =>
        typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, child]) =>
              hinted(prefix ? `${prefix}.${key}` : key, child),
            )
          : [prefix];
      expect(
        hinted('', texts.settings.hints).filter((name) => !settingNames.includes(name)),
      ).toEqual([]);
    },
  );
});

describe('a setting’s texts', () => {
  const t = i18next.createInstance();
  void t.init({
    lng: 'es',
    resources: { es: { 'backoffice-admin': es } },
    ns: ['backoffice-admin'],
    returnNull: false,
  });
  const texts = t.t as unknown as AdminTexts;

  it('labels a setting, and shows its name when it has no text yet', () => {
    expect(settingLabel(texts, 'public.header.variant')).toBe('Tipo de menú');
    expect(settingLabel(texts, 'public.header.sticky')).toBe('public.header.sticky');
    expect(settingHint(texts, 'public.contracts.actionsLayout')).toBe(
      'Junto a los datos que cambian, o todos en una fila.',
    );
    expect(settingHint(texts, 'public.header.variant')).toBeUndefined();
  });

  it('names a change by its group and words the values of a select or choices', () => {
    expect(settingChangeLabel(texts, 'public.header.variant')).toBe('Menú › Tipo de menú');
    expect(settingChangeLabel(texts, 'public.fileUploadSizeLimit')).toBe(
      'Tamaño máximo de archivo (bytes)',
    );
    expect(settingChangeLabel(texts, 'feature_flags.coupons.coupon')).toBe('Flags › Cupones');
    expect(settingChangeValueText(texts, 'public.header.variant', 'drawer-grouped')).toBe(
      'Menú lateral agrupado',
    );
    expect(
      settingChangeValueText(texts, 'public.features.displayTypes', ['electricity', 'gas']),
    ).toBe('Luz, Gas');
    expect(settingChangeValueText(texts, 'public.header.variant', 'sideways')).toBe('sideways');
    expect(settingChangeValueText(texts, 'public.organization.name', 'gas')).toBe('gas');
  });
});
