import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { Resource } from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearErrorPage } from '@/lib/app-error';
import { i18n, initI18n } from '@/lib/i18n';
import { clearSession } from '@/lib/session';
import { installFetchMock, takeUnexpectedRequests } from './api-mock';

// Pages are lazy chunks: on a busy machine (the whole suite in parallel, CI) their first render can
// take more than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

// Every text up front, so components never suspend on a namespace.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});
const resources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const [lng, ns] = file.replace('../locales/', '').replace('.json', '').split('/');
  if (!lng || !ns) continue;
  resources[lng] = { ...resources[lng], [ns]: module.default };
}
await initI18n('es', resources);

const consoleErrors: string[] = [];

beforeEach(() => {
  installFetchMock();
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});

afterEach(async () => {
  cleanup();
  clearSession();
  clearErrorPage();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('es');
  vi.unstubAllGlobals();
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) {
    throw new Error(`Requests no test handler expected:\n${unexpected.join('\n')}`);
  }
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
  }
});
