import type { StaffRole } from '@portal/domain/staff-roles';
import type { Database } from '../db/database';
import { staff } from '../db/schema/staff';
import { hashPassword } from '../lib/passwords';

/** The demo's staff (issue 27), one per role, with the demo password and no second factor. */
export const demoStaff: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'agent@demo.portal', name: 'Laia Agent', role: 'agent' },
  { email: 'supervisor@demo.portal', name: 'Sergi Supervisor', role: 'supervisor' },
  { email: 'admin@demo.portal', name: 'Alba Admin', role: 'admin' },
];

export async function seedDemoStaff(db: Database, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .insert(staff)
    .values(demoStaff.map((member) => ({ ...member, passwordHash, otpExempt: true })))
    .onConflictDoNothing();
}
