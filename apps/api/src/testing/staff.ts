import type { StaffRole } from '@portal/domain/staff-roles';
import { DEMO_PASSWORD } from '../seed/seed';
import { demoStaff } from '../seed/seed-staff';
import type { TestApp } from './build-test-app';

/** The demo staff member of a role signs in: the header their back-office calls send. */
export async function staffAuthorization(
  t: TestApp,
  role: StaffRole,
): Promise<{ authorization: string }> {
  const member = demoStaff.find((candidate) => candidate.role === role)!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/backoffice/login',
    payload: { email: member.email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) {
    throw new Error(`${member.email} could not sign in: ${response.statusCode} ${response.body}`);
  }
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}
