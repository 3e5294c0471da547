import { apiErrorCodes, fieldErrorCodes } from '@portal/domain/error-codes';
import { passwordChecklist } from '@portal/domain/rules/password';
import { describe, expect, it } from 'vitest';
import { languages, namespaces } from '@/lib/i18n';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', {
  eager: true,
});
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(lang: string, ns: string): Record<string, unknown> {
  const file = files[`./${lang}/${ns}.json`];
  if (!file) throw new Error(`Missing locales/${lang}/${ns}.json`);
  return file.default;
}

/** Keys without plural suffixes: languages differ in their plural forms, not in their keys. */
const baseKeys = (lang: string, ns: string) =>
  new Set(keysOf(texts(lang, ns)).map((key) => key.replace(pluralSuffix, '')));

describe('locales', () => {
  it('has one file per language and namespace, and no others', () => {
    const expected = languages.flatMap((lang) => namespaces.map((ns) => `./${lang}/${ns}.json`));
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(namespaces)('%s has the same keys in every language', (ns) => {
    const [first, ...others] = languages;
    const reference = [...baseKeys(first, ns)].sort();
    for (const lang of others) expect([...baseKeys(lang, ns)].sort(), lang).toEqual(reference);
  });

  it('has every plural form each language needs', () => {
    for (const lang of languages) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const ns of namespaces) {
        const keys = keysOf(texts(lang, ns));
        const plurals = new Set(
          keys.filter((key) => pluralSuffix.test(key)).map((k) => k.replace(pluralSuffix, '')),
        );
        for (const base of plurals) {
          for (const category of categories) {
            expect(keys, `${lang}/${ns} ${base}_${category}`).toContain(`${base}_${category}`);
          }
        }
      }
    }
  });

  it('has no empty texts', () => {
    for (const lang of languages) {
      for (const ns of namespaces) {
        for (const key of keysOf(texts(lang, ns))) {
          const value = key
            .split('.')
            .reduce<unknown>(
              (node, part) => (node as Record<string, unknown>)[part],
              texts(lang, ns),
            );
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}:${key}`).toBe(
            true,
          );
        }
      }
    }
  });

  it.each(languages)('%s has a text for every domain error code', (lang) => {
    const errors = texts(lang, 'errors');
    const validation = texts(lang, 'validation');
    for (const code of apiErrorCodes) expect(errors, `errors:${code}`).toHaveProperty(code);
    for (const code of fieldErrorCodes) {
      expect(validation, `validation:${code}`).toHaveProperty(code);
    }
  });

  it.each(languages)('%s has a text for every password checklist line', (lang) => {
    const validation = texts(lang, 'validation');
    for (const { labelKey } of passwordChecklist) {
      expect(validation, `validation:${labelKey}`).toHaveProperty(labelKey);
    }
  });
});
