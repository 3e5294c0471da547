import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyEndpoint, isStaffAccess } from '@portal/domain/endpoints/endpoint';

const declarations = path.dirname(
  createRequire(import.meta.url).resolve('@portal/domain/endpoints/endpoint'),
);
const modules: Record<string, unknown>[] = await Promise.all(
  readdirSync(declarations)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => import(`@portal/domain/endpoints/${file.replace(/\.ts$/, '')}`)),
);
const endpoints = modules
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is AnyEndpoint =>
      typeof value === 'object' && value !== null && 'method' in value && 'access' in value,
  );

describe('the staff calls (issue 27)', () => {
  const staffCalls = endpoints.filter((endpoint) => isStaffAccess(endpoint.access));

  it('are all under /backoffice, and only they are', () => {
    expect(staffCalls.length).toBeGreaterThan(25);
    for (const endpoint of endpoints) {
      const underBackoffice = endpoint.path.startsWith('/backoffice/');
      const staffSignIn = endpoint.access === 'public' && underBackoffice;
      expect(
        isStaffAccess(endpoint.access) || staffSignIn ? underBackoffice : !underBackoffice,
        `${endpoint.method} ${endpoint.path}`,
      ).toBe(true);
    }
  });

  it('name the audit action of every call that changes something', () => {
    for (const endpoint of staffCalls.filter((call) => call.method !== 'GET')) {
      expect(endpoint.audit, `${endpoint.method} ${endpoint.path}`).toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
  });
});
