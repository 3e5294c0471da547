import type { BuiltRouteId } from '@/lib/paths';
import type { StaffRole } from '../api/staff-endpoints';

/** Staff roles from the least to the most (issue 27): each may do what the ones below it may. */
const roleRank: Record<StaffRole, number> = { agent: 0, supervisor: 1, admin: 2 };

/** Whether `role` is at least `needed`, as the API checks each back-office call. */
export const hasRole = (role: StaffRole, needed: StaffRole) => roleRank[role] >= roleRank[needed];

export type StaffNavLabel = 'inbox';

export interface StaffNavEntry {
  routeId: BuiltRouteId;
  label: StaffNavLabel;
  /** The least role whose calls the screen makes. */
  role: StaffRole;
}

/**
 * The back office's screens, in the navigation's order: only those built are listed, so an entry
 * never leads to a screen that is not there.
 */
const staffNavEntries: readonly StaffNavEntry[] = [
  { routeId: 'backofficeInbox', label: 'inbox', role: 'agent' },
];

/** The entries a role may use. */
export const navigationFor = (role: StaffRole) =>
  staffNavEntries.filter((entry) => hasRole(role, entry.role));

/** Where a staff member lands after signing in: the first screen their role may use. */
export const landingFor = (role: StaffRole): BuiltRouteId =>
  navigationFor(role)[0]?.routeId ?? 'backofficeInbox';
