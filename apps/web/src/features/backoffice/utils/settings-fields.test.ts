import { describe, expect, it } from 'vitest';
import { adminSettings } from '../testing/admin-fixtures';
import {
  draftChanges,
  draftErrors,
  draftPatch,
  errorField,
  settingsGroups,
  writePath,
} from './settings-fields';

const fieldAt = (section: 'public' | 'private', path: string) =>
  settingsGroups
    .filter((group) => group.section === section)
    .flatMap((group) => group.fields)
    .find((field) => field.path === path);

describe('the settings editor’s fields', () => {
  it('types each setting as its schema does', () => {
    expect(fieldAt('public', 'header.variant')).toEqual({
      path: 'header.variant',
      kind: 'select',
      options: ['horizontal', 'drawer', 'drawer-grouped'],
    });
    expect(fieldAt('public', 'contracts.itemsPerPage')).toMatchObject({
      kind: 'number',
      integer: true,
      min: 1,
    });
    expect(fieldAt('public', 'organization.schedule.openingHour')).toMatchObject({
      kind: 'number',
      min: 0,
      max: 24,
    });
    expect(fieldAt('public', 'errorReporting.replaysSessionSampleRate')).toMatchObject({
      kind: 'number',
      integer: false,
      min: 0,
      max: 1,
    });
    expect(fieldAt('public', 'features.powerChange')).toMatchObject({ kind: 'boolean' });
    expect(fieldAt('public', 'features.displayTypes')).toMatchObject({
      kind: 'choices',
      options: ['electricity', 'gas', 'multipoint'],
    });
    expect(fieldAt('public', 'cookies.statisticsScripts')).toMatchObject({ kind: 'list' });
    expect(fieldAt('public', 'helpDialog.customUrl')).toMatchObject({
      kind: 'text',
      nullable: true,
    });
    expect(fieldAt('public', 'units.currency')).toMatchObject({ kind: 'fixed' });
    expect(fieldAt('private', 'batteries.renderType')).toMatchObject({ kind: 'select' });
  });

  it('groups them as the schema does, the top-level leaves first', () => {
    const publicGroups = settingsGroups.filter((group) => group.section === 'public');
    expect(publicGroups[0]).toMatchObject({ name: '', fields: [{ path: 'fileUploadSizeLimit' }] });
    expect(publicGroups.map((group) => group.name)).toContain('organization');
    expect(
      settingsGroups.find((group) => group.section === 'private' && group.name === '')?.fields,
    ).toEqual([{ path: 'changePasswordUrl', kind: 'text', nullable: true }]);
  });

  it('judges a draft with the API’s schemas, naming the editor’s fields', () => {
    const draft = adminSettings();
    expect(draftErrors(draft)).toEqual({});
    const bad = writePath(
      writePath(draft, 'public.cookies.statisticsScripts', ['//evil.example/x.js']),
      'public.contracts.itemsPerPage',
      0,
    );
    expect(draftErrors(bad)).toEqual({
      'public.contracts.itemsPerPage': ['too_small'],
      'public.cookies.statisticsScripts': ['same_origin_path'],
    });
    expect(errorField('public.cookies.marketingScripts.3')).toBe('public.cookies.marketingScripts');
  });

  it('lists the changes with their previous values and patches only the changed leaves', () => {
    const saved = adminSettings();
    const draft = {
      ...writePath(saved, 'public.header.variant', 'drawer'),
      feature_flags: { 'coupons.coupon': false, 'crm.case': true },
    };
    expect(draftChanges(saved, draft)).toEqual([
      { field: 'public.header.variant', before: 'horizontal', after: 'drawer' },
      { field: 'feature_flags.coupons.coupon', before: true, after: false },
    ]);
    expect(draftPatch(saved, draft)).toEqual({
      public: { header: { variant: 'drawer' } },
      private: undefined,
      flags: { 'coupons.coupon': false },
    });
  });
});
