import {
  type BackofficeSettings,
  featureFlagsSchema,
  privateSettingsSchema,
  settingsSchema,
} from '@portal/domain/schemas/settings';
import { changedSettings, type SettingChange } from '@portal/domain/rules/settings-changes';
import type * as core from 'zod/v4/core';

/*
 * The settings editor's fields (issue 27), read from the same schemas the API validates with: each
 * leaf of the settings typed as its schema types it, grouped as the schema groups them. A setting
 * the schema gains shows up in the editor with no change here.
 */

export type SettingsSection = 'public' | 'private';

interface FieldBase {
  /** Within its section: `header.variant`. */
  path: string;
}

export type SettingField = FieldBase &
  (
    | { kind: 'boolean' }
    | { kind: 'number'; integer: boolean; min?: number | undefined; max?: number | undefined }
    | { kind: 'text'; nullable: boolean }
    | { kind: 'select'; options: readonly string[] }
    /** Several of a fixed set (an array of an enum). */
    | { kind: 'choices'; options: readonly string[] }
    /** Free values, one a line (an array of strings). */
    | { kind: 'list' }
    /** A value the schema fixes: shown, never changed. */
    | { kind: 'fixed' }
  );

export interface SettingsGroup {
  section: SettingsSection;
  /** The top-level key; '' holds a section's top-level leaves. */
  name: string;
  fields: SettingField[];
}

/** What the editor reads of a schema's definition (zod's own, shared by zod and zod/mini). */
interface SchemaDef {
  type: string;
  shape?: Record<string, core.$ZodType>;
  entries?: Record<string, string>;
  innerType?: core.$ZodType;
  element?: core.$ZodType;
  format?: string;
  checks?: core.$ZodCheck[];
}
interface NumberCheckDef {
  check: string;
  value: number;
  inclusive: boolean;
}
const defOf = (schema: core.$ZodType) => schema._zod.def as unknown as SchemaDef;

function fieldOf(path: string, schema: core.$ZodType): SettingField {
  const def = defOf(schema);
  switch (def.type) {
    case 'boolean':
      return { path, kind: 'boolean' };
    case 'number': {
      const integer = def.format === 'safeint' || def.format === 'int32';
      let min: number | undefined;
      let max: number | undefined;
      for (const check of def.checks ?? []) {
        const { check: kind, value, inclusive } = check._zod.def as unknown as NumberCheckDef;
        // A whole number above n is at least n + 1: `positive()` reads as "at least 1".
        const step = inclusive ? 0 : integer ? 1 : undefined;
        if (step === undefined) continue;
        if (kind === 'greater_than') min = value + step;
        if (kind === 'less_than') max = value - step;
      }
      return { path, kind: 'number', integer, min, max };
    }
    case 'enum':
      return {
        path,
        kind: 'select',
        options: Object.values(def.entries ?? {}),
      };
    case 'nullable':
      return defOf(def.innerType!).type === 'string'
        ? { path, kind: 'text', nullable: true }
        : fieldOf(path, def.innerType!);
    case 'array': {
      const element = defOf(def.element!);
      return element.type === 'enum'
        ? {
            path,
            kind: 'choices',
            options: Object.values(element.entries ?? {}),
          }
        : { path, kind: 'list' };
    }
    case 'literal':
      return { path, kind: 'fixed' };
    default:
      return { path, kind: 'text', nullable: false };
  }
}

function leavesOf(schema: core.$ZodType, prefix: string): SettingField[] {
  const def = defOf(schema);
  if (def.type !== 'object') return [fieldOf(prefix, schema)];
  return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
    leavesOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function groupsOf(section: SettingsSection, schema: core.$ZodType): SettingsGroup[] {
  const shape = defOf(schema).shape ?? {};
  const loose: SettingField[] = [];
  const groups: SettingsGroup[] = [];
  for (const [key, child] of Object.entries(shape)) {
    if (defOf(child).type === 'object') {
      groups.push({ section, name: key, fields: leavesOf(child, key) });
    } else {
      loose.push(fieldOf(key, child));
    }
  }
  return loose.length > 0 ? [{ section, name: '', fields: loose }, ...groups] : groups;
}

export const settingsGroups: readonly SettingsGroup[] = [
  ...groupsOf('public', settingsSchema),
  ...groupsOf('private', privateSettingsSchema),
];

export const featureFlagNames = Object.keys(
  featureFlagsSchema.shape.feature_flags.shape,
) as (keyof BackofficeSettings['feature_flags'])[];

export const readPath = (object: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      object,
    );

/** A copy of `object` with the value at `path` replaced. */
export function writePath<T>(object: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const current = (object ?? {}) as Record<string, unknown>;
  return {
    ...current,
    [key!]: rest.length === 0 ? value : writePath(current[key!], rest.join('.'), value),
  } as T;
}

const fieldsByName = new Map<string, { group: SettingsGroup; field: SettingField }>(
  settingsGroups.flatMap((group) =>
    group.fields.map((field) => [`${group.section}.${field.path}`, { group, field }] as const),
  ),
);

/** The field and group of a setting as the API names it (`public.header.variant`). */
export const settingFieldAt = (name: string) => fieldsByName.get(name);

/**
 * The editor's field an error is about: the API and the schemas name an item of a list
 * (`public.cookies.statisticsScripts.0`), the editor has one field for the list.
 */
export function errorField(name: string): string {
  const parts = name.split('.');
  for (let length = parts.length; length > 1; length--) {
    const candidate = parts.slice(0, length).join('.');
    if (fieldsByName.has(candidate)) return candidate;
  }
  return name;
}

/** Field errors of the draft, as the API names them (`public.header.variant`): its own schemas. */
export function draftErrors(draft: BackofficeSettings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const checks = [
    ['public', settingsSchema.safeParse(draft.public)],
    ['private', privateSettingsSchema.safeParse(draft.private)],
  ] as const;
  for (const [section, result] of checks) {
    for (const issue of result.error?.issues ?? []) {
      const field = errorField([section, ...issue.path.map(String)].join('.'));
      (errors[field] ??= []).push(
        issue.message && !issue.message.includes(' ') ? issue.message : issue.code,
      );
    }
  }
  return errors;
}

export interface DraftChange extends SettingChange {
  /** As the API names the field: `public.header.variant`, `feature_flags.crm.case`. */
  field: string;
}

/** Every changed value of the draft, settings first in the editor's order, then the flags. */
export function draftChanges(saved: BackofficeSettings, draft: BackofficeSettings): DraftChange[] {
  const settings = (['public', 'private'] as const).flatMap((section) =>
    Object.entries(changedSettings(saved[section], draft[section])).map(([path, change]) => ({
      field: `${section}.${path}`,
      ...change,
    })),
  );
  const flags = featureFlagNames
    .filter((name) => saved.feature_flags[name] !== draft.feature_flags[name])
    .map((name) => ({
      field: `feature_flags.${name}`,
      before: saved.feature_flags[name],
      after: draft.feature_flags[name],
    }));
  return [...settings, ...flags];
}

/** The calls' bodies for the draft's changes: each changed leaf of the settings, the flags switched. */
export function draftPatch(saved: BackofficeSettings, draft: BackofficeSettings) {
  const patchOf = (section: SettingsSection) => {
    const paths = Object.keys(changedSettings(saved[section], draft[section]));
    if (paths.length === 0) return undefined;
    return paths.reduce<Record<string, unknown>>(
      (patch, path) => writePath(patch, path, readPath(draft[section], path)),
      {},
    );
  };
  const flags = Object.fromEntries(
    featureFlagNames
      .filter((name) => saved.feature_flags[name] !== draft.feature_flags[name])
      .map((name) => [name, draft.feature_flags[name]]),
  );
  return {
    public: patchOf('public'),
    private: patchOf('private'),
    flags: Object.keys(flags).length > 0 ? flags : undefined,
  };
}
