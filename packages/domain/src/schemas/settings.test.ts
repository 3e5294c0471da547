import { describe, expect, it } from 'vitest';
import { defaultSettings, mergeSettings, settingsSchema } from './settings';

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
