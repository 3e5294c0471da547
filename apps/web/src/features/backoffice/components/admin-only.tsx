import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { hasRole } from '../utils/navigation';
import { useStaffSession } from '../utils/staff-session';
import { useAdminTexts } from '../utils/admin-texts';

/**
 * An admin's screen (issue 27): a staff member of a lower role who opens its address is told they
 * may not use it, and none of its calls are made (the API would refuse them anyway).
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const t = useAdminTexts();
  const role = useStaffSession()?.staff.role;
  if (role && hasRole(role, 'admin')) return <>{children}</>;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Alert severity="warning" role="alert">
        {t('backoffice-admin:adminOnly', {
          role: role ? t(`backoffice:frame.roles.${role}`) : '',
        })}
      </Alert>
    </>
  );
}
