/**
 * The staff's roles (issue 27), apart from their schemas: every endpoint declaration names one, and
 * the first page's chunk must not carry the back office's schemas for it.
 * Each role may do what the roles before it may: an agent's work, then a supervisor's, an admin's.
 */
export const staffRoles = ['agent', 'supervisor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Whether a staff member of role `held` may do what `needed` may. */
export const roleCovers = (held: StaffRole, needed: StaffRole): boolean =>
  staffRoles.indexOf(held) >= staffRoles.indexOf(needed);
