import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { AuthPanel } from './auth-panel';
import { ResetPasswordConfirm } from './reset-password-confirm';
import { ResetPasswordRequestForm } from './reset-password-request-form';

/**
 * Password recovery (spec 3, "Password recovery screen"): without a token it asks for the link; the
 * link in the e-mail brings the token (`?token=`) to choose the new password, or the first one of an
 * account being activated, which the link's page names as such.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthPanel>
      {token ? (
        <ResetPasswordConfirm key={token} token={token} />
      ) : (
        <>
          <PageHeading>{t('routes.resetPassword')}</PageHeading>
          <ResetPasswordRequestForm />
        </>
      )}
    </AuthPanel>
  );
}
