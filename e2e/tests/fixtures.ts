import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const household = { user: '12345678Z', password: 'Demo-2026', name: 'Laura García Pérez' };

/** Fails with the list of violations when axe finds any (WCAG 2.1 A and AA rules). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The login form's fields by their accessible names (Spanish login page). */
export const userField = (page: Page) =>
  page.getByRole('textbox', { name: 'Usuario', exact: true });
export const passwordField = (page: Page) => page.getByLabel(/^Contraseña/);
