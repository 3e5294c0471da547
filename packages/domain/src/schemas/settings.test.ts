import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  defaultPrivateSettings,
  defaultSettings,
  dynamicPageParamsSchema,
  mergeSettings,
  privateSettingsAnswerSchema,
  settingsAnswerSchema,
  settingsSchema,
} from './settings';

const withScripts = (statisticsScripts: string[]) =>
  settingsSchema.safeParse(
    mergeSettings(defaultSettings, { cookies: { statisticsScripts, marketingScripts: [] } }),
  );

describe('settings: cookie scripts', () => {
  it('has none by default', () => {
    expect(defaultSettings.cookies).toEqual({ statisticsScripts: [], marketingScripts: [] });
    expect(settingsSchema.safeParse(defaultSettings).success).toBe(true);
  });

  it('takes paths of the portal only', () => {
    expect(withScripts(['/demo-statistics.js', '/js/stats.js?v=2']).success).toBe(true);
    for (const url of [
      'https://cdn.example/stats.js',
      '//cdn.example/stats.js',
      '/\\cdn.example/stats.js',
      'javascript:alert(1)',
      'stats.js',
      '/with space.js',
    ]) {
      expect(withScripts([url]).success, url).toBe(false);
    }
  });
});

describe('settings answers', () => {
  it('give the defaults of what a server leaves out', () => {
    expect(z.parse(settingsAnswerSchema, { payment: { url: 'https://pay.example' } })).toEqual({
      ...defaultSettings,
      payment: { url: 'https://pay.example' },
    });
    expect(z.parse(privateSettingsAnswerSchema, {})).toEqual(defaultPrivateSettings);
  });

  it('refuse a value of the wrong kind and a key they do not know', () => {
    expect(z.safeParse(settingsAnswerSchema, { header: { variant: 'sideways' } }).success).toBe(
      false,
    );
    expect(z.safeParse(privateSettingsAnswerSchema, { unknown: true }).success).toBe(false);
  });
});

describe('dynamic page ids', () => {
  it('take a whole positive number the database holds', () => {
    expect(z.parse(dynamicPageParamsSchema, { pageId: '7' })).toEqual({ pageId: 7 });
    for (const pageId of ['abc', '1.5', '0', '-3', '2147483648']) {
      expect(z.safeParse(dynamicPageParamsSchema, { pageId }).success, pageId).toBe(false);
    }
  });
});
