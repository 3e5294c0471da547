import type { BuiltRouteId } from '@/lib/paths';
import { roleCovers, type StaffRole } from '@portal/domain/staff-roles';

/** Whether `role` is at least `needed`, as the API checks each back-office call. */
export const hasRole = roleCovers;

export type StaffNavLabel =
  | 'inbox'
  | 'customers'
  | 'leads'
  | 'contactLeads'
  | 'changeRequests'
  | 'settings'
  | 'content'
  | 'imports'
  | 'staff'
  | 'apiTokens'
  | 'audit';

export interface StaffNavEntry {
  routeId: BuiltRouteId;
  label: StaffNavLabel;
  /** The least role whose calls the screen makes. */
  role: StaffRole;
  /** The screens opened from this one, under its entry. */
  within?: readonly string[];
}

/**
 * The back office's screens, in the navigation's order: only those built are listed, so an entry
 * never leads to a screen that is not there.
 */
const staffNavEntries: readonly StaffNavEntry[] = [
  { routeId: 'backofficeInbox', label: 'inbox', role: 'agent', within: ['backofficeCase'] },
  {
    routeId: 'backofficeCustomers',
    label: 'customers',
    role: 'agent',
    within: ['backofficeCustomer'],
  },
  { routeId: 'backofficeLeads', label: 'leads', role: 'agent', within: ['backofficeLead'] },
  {
    routeId: 'backofficeContactLeads',
    label: 'contactLeads',
    role: 'agent',
    within: ['backofficeContactLead'],
  },
  { routeId: 'backofficeChangeRequests', label: 'changeRequests', role: 'supervisor' },
  { routeId: 'backofficeContent', label: 'content', role: 'admin' },
  { routeId: 'backofficeImports', label: 'imports', role: 'admin' },
  { routeId: 'backofficeSettings', label: 'settings', role: 'admin' },
  { routeId: 'backofficeStaff', label: 'staff', role: 'admin' },
  { routeId: 'backofficeAudit', label: 'audit', role: 'admin' },
  { routeId: 'backofficeApiTokens', label: 'apiTokens', role: 'agent' },
];

/** The entries a role may use. */
export const navigationFor = (role: StaffRole) =>
  staffNavEntries.filter((entry) => hasRole(role, entry.role));

/** Where a staff member lands after signing in: the first screen their role may use. */
export const landingFor = (role: StaffRole): BuiltRouteId =>
  navigationFor(role)[0]?.routeId ?? 'backofficeInbox';
