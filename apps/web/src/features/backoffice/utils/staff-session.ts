import { useSyncExternalStore } from 'react';
import { staffMemberSchema as staffSchema } from '@portal/domain/schemas/staff';
import type { Staff } from '../api/staff-endpoints';

/**
 * The back office's session (issue 27): a staff member's token and who they are, kept apart from a
 * customer's (lib/session.ts, a cookie): its own key in the browser's storage, read only by the
 * back office's calls. A customer signed in in the same browser stays signed in, and neither token
 * is ever sent to the other's API.
 */

export const STAFF_SESSION_KEY = 'portal_staff_session';

export interface StaffSession {
  token: string;
  staff: Staff;
}

/** Why the last session ended, shown on the sign-in page. */
export type StaffSessionNotice = 'expired' | null;

interface State {
  session: StaffSession | null;
  notice: StaffSessionNotice;
}

function readStored(): StaffSession | null {
  try {
    const raw = window.localStorage.getItem(STAFF_SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { token?: unknown; staff?: unknown };
    const staff = staffSchema.safeParse(value.staff);
    return typeof value.token === 'string' && staff.success
      ? { token: value.token, staff: staff.data }
      : null;
  } catch {
    return null;
  }
}

function writeStored(session: StaffSession | null): void {
  try {
    if (session) window.localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Storage may be unavailable (private mode): the session lasts as long as the page.
  }
}

let state: State = { session: readStored(), notice: null };
const listeners = new Set<() => void>();

function update(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export const getStaffSession = (): StaffSession | null => state.session;
export const getStaffToken = (): string | null => state.session?.token ?? null;
export const getStaffNotice = (): StaffSessionNotice => state.notice;

export function setStaffSession(session: StaffSession): void {
  writeStored(session);
  update({ session, notice: null });
}

/** Who the signed-in staff member is, as the API now says (name or role changed meanwhile). */
export function updateStaff(staff: Staff): void {
  if (!state.session) return;
  const session = { ...state.session, staff };
  writeStored(session);
  update({ ...state, session });
}

export function clearStaffSession(notice: StaffSessionNotice = null): void {
  writeStored(null);
  update({ session: null, notice });
}

/** Another tab signed in or out of the back office. */
function onStorage(event: StorageEvent): void {
  if (event.key !== STAFF_SESSION_KEY && event.key !== null) return;
  const session = readStored();
  if (session?.token !== state.session?.token) update({ session, notice: null });
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, () => state.session);
}

export function useStaffNotice(): StaffSessionNotice {
  return useSyncExternalStore(subscribe, () => state.notice);
}
