import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CrashMessage } from '@/components/errors/crash-message';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { ApiTokensPage } from '@/features/backoffice/components/api-tokens-page';
import { AuditPage } from '@/features/backoffice/components/audit-page';
import { BackofficeFrame } from '@/features/backoffice/components/backoffice-frame';
import { CustomerPage } from '@/features/backoffice/components/customer-page';
import { CustomersPage } from '@/features/backoffice/components/customers-page';
import { ContentPage } from '@/features/backoffice/components/content-page';
import { ImportsPage } from '@/features/backoffice/components/imports-page';
import { ChangeRequestsPage } from '@/features/backoffice/components/change-requests-page';
import { ContactLeadPage } from '@/features/backoffice/components/contact-lead-page';
import { ContactLeadsPage } from '@/features/backoffice/components/contact-leads-page';
import { LeadPage } from '@/features/backoffice/components/lead-page';
import { LeadsPage } from '@/features/backoffice/components/leads-page';
import { InboxPage } from '@/features/backoffice/components/inbox-page';
import { SettingsPage } from '@/features/backoffice/components/settings-page';
import { StaffCasePage } from '@/features/backoffice/components/staff-case-page';
import { StaffPage } from '@/features/backoffice/components/staff-page';
import { StaffPasswordPage } from '@/features/backoffice/components/staff-password-page';
import { StaffSignInPage } from '@/features/backoffice/components/staff-sign-in-page';
import { addTextUrls } from '@/lib/i18n';
import { matchRoute } from '@/lib/paths';
import { LanguageMenu } from './layout/language-menu';

addTextUrls(
  import.meta.glob<string>('../locales/*/backoffice*.json', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
);

/**
 * The back office's pages (issue 27), in chunks no customer's or visitor's page loads: the sign-in,
 * and each screen in the signed-in frame, by the route of the path. The language menu is the
 * portal's, so the back office switches language as the rest of the portal does.
 */
export function BackofficePage() {
  const { pathname } = useLocation();
  return (
    // The back office's texts load here (the page map names none): a placeholder meanwhile.
    <ErrorBoundary key={pathname} fallback={<CrashMessage />}>
      <Suspense fallback={<ContentPlaceholder />}>
        <BackofficeScreen routeId={matchRoute(pathname)?.route.id} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The screens of the signed-in frame, by route (an admin's own refuse the other roles). */
const framedScreens: Partial<Record<string, ReactNode>> = {
  backofficeInbox: <InboxPage />,
  backofficeCase: <StaffCasePage />,
  backofficeCustomers: <CustomersPage />,
  backofficeCustomer: <CustomerPage />,
  backofficeLeads: <LeadsPage />,
  backofficeLead: <LeadPage />,
  backofficeContactLeads: <ContactLeadsPage />,
  backofficeContactLead: <ContactLeadPage />,
  backofficeChangeRequests: <ChangeRequestsPage />,
  backofficeContent: <ContentPage />,
  backofficeImports: <ImportsPage />,
  backofficeSettings: <SettingsPage />,
  backofficeStaff: <StaffPage />,
  backofficeAudit: <AuditPage />,
  backofficeApiTokens: <ApiTokensPage />,
};

function BackofficeScreen({ routeId }: { routeId: string | undefined }) {
  const languageMenu = <LanguageMenu compact />;
  const screen = routeId ? framedScreens[routeId] : undefined;
  if (screen) return <BackofficeFrame languageMenu={languageMenu}>{screen}</BackofficeFrame>;
  if (routeId === 'backofficePassword') return <StaffPasswordPage languageMenu={languageMenu} />;
  return <StaffSignInPage languageMenu={languageMenu} />;
}
