import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { hasRole } from '../utils/navigation';
import { useStaffSession } from '../utils/staff-session';
import { useContentTexts } from '../utils/content-texts';

/**
 * An admin's screen (issue 27: content and imports): another role that follows a link to it is
 * told so rather than shown a screen whose every call the API refuses.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const t = useContentTexts();
  const session = useStaffSession();
  if (session && !hasRole(session.staff.role, 'admin')) {
    return <Alert severity="info">{t('backoffice-content:adminOnly')}</Alert>;
  }
  return children;
}
