import { describe, expect, it } from 'vitest';
import { changedSettings } from './settings-changes';

describe('changedSettings', () => {
  it('names each changed leaf by its dotted path, with before and after', () => {
    expect(
      changedSettings(
        { header: { variant: 'horizontal' }, login: { allowDefaultLogin: true }, size: 1 },
        { header: { variant: 'drawer' }, login: { allowDefaultLogin: true }, size: 2 },
      ),
    ).toEqual({
      'header.variant': { before: 'horizontal', after: 'drawer' },
      size: { before: 1, after: 2 },
    });
  });

  it('treats an array as one value and a missing one as null', () => {
    expect(
      changedSettings({ list: ['a'], same: ['b'] }, { list: ['a', 'c'], same: ['b'], added: 1 }),
    ).toEqual({
      list: { before: ['a'], after: ['a', 'c'] },
      added: { before: null, after: 1 },
    });
  });

  it('finds nothing when nothing changed', () => {
    expect(changedSettings({ a: { b: [1] } }, { a: { b: [1] } })).toEqual({});
  });
});
