import { describe, expect, it } from 'vitest';
import auditTexts from '@/locales/es/backoffice-admin.json';

const declarations = import.meta.glob<Record<string, unknown>>(
  '../../../../../../packages/domain/src/endpoints/*.ts',
  { eager: true },
);

/** The actions the API writes outside an endpoint's declaration: sign-in and the view's end. */
const actionsWrittenByServices = ['staff.sign_in', 'customer.view_end'];

const declaredActions = Object.values(declarations)
  .flatMap((module) => Object.values(module))
  .flatMap((value) =>
    typeof value === 'object' && value !== null && 'audit' in value
      ? [String((value as { audit: unknown }).audit)]
      : [],
  );

describe('the audit trail’s action names', () => {
  it('have a text for every action the API records (the locales test checks ca and en follow)', () => {
    const actions = [...new Set([...declaredActions, ...actionsWrittenByServices])];
    expect(declaredActions.length).toBeGreaterThan(20);
    const texts = auditTexts.audit.actions as Record<string, Record<string, string>>;
    const missing = actions.filter((action) => {
      const [group = '', name = ''] = action.split('.');
      return typeof texts[group]?.[name] !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
