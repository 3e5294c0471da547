import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { OrganizationContact } from '@/components/help/organization-contact';
import { PageHeading } from '@/components/layout/page-heading';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { useRequestTexts } from '../utils/texts';
import { CaseForm, type CaseFormVariant, type CreatedCase } from './case-form';

/**
 * Customer service, /atencion-al-cliente (spec 2 points 2 and 5, "Contact form"): a request to the
 * retailer, its phone, e-mail and hours, the way to the customer's requests and what the app adds
 * (`extraActions`: the claim). With `?autolectures=true` and the setting contactAutoReads it is the
 * meter reading form. Each request sent announces its reference and leaves the form ready for
 * another.
 */
export function CustomerServicePage({ extraActions }: { extraActions?: ReactNode }) {
  const settings = useSettings();
  const [params] = useSearchParams();
  const variant: CaseFormVariant =
    settings.features.contactAutoReads && params.get('autolectures') === 'true'
      ? 'autoReads'
      : 'request';
  // Each variant starts afresh: its own form and its own announcement.
  return (
    <CustomerServiceScreen
      key={variant}
      variant={variant}
      contractName={params.get('contract') ?? undefined}
      extraActions={extraActions}
    />
  );
}

function CustomerServiceScreen({
  variant,
  contractName,
  extraActions,
}: {
  variant: CaseFormVariant;
  contractName: string | undefined;
  extraActions: ReactNode;
}) {
  const t = useRequestTexts();
  const lang = useLang();
  const settings = useSettings();
  const asideTitleId = useId();
  const offersAutoReads = settings.features.contactAutoReads;
  const [created, setCreated] = useState<CreatedCase | null>(null);
  const customerService = pathFor('customerService', lang);

  return (
    <>
      <PageHeading>
        {variant === 'autoReads'
          ? t('requests:autoReads.title')
          : t('common:routes.customerService')}
      </PageHeading>
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography sx={{ mb: 3 }}>
            {variant === 'autoReads'
              ? t('requests:autoReads.intro')
              : t('requests:customerService.intro')}
          </Typography>
          {created && (
            <FocusedAlert key={created.id} severity="success" role="status" sx={{ mb: 3 }}>
              {t(
                variant === 'autoReads'
                  ? 'requests:autoReads.sent'
                  : 'requests:customerService.sent',
                { reference: created.reference },
              )}{' '}
              <Link
                component={RouterLink}
                to={pathFor('requestDetail', lang, { id: String(created.id) })}
              >
                {t('requests:customerService.viewRequest', { reference: created.reference })}
              </Link>
            </FocusedAlert>
          )}
          <CaseForm variant={variant} contractName={contractName} onCreated={setCreated} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            component="aside"
            variant="outlined"
            aria-labelledby={asideTitleId}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id={asideTitleId} variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('requests:customerService.otherWays')}
            </Typography>
            <OrganizationContact />
            <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start', mt: 1 }}>
              <Button component={RouterLink} to={pathFor('requests', lang)} variant="outlined">
                {t('requests:customerService.myRequests')}
              </Button>
              {offersAutoReads && variant === 'request' && (
                <Button
                  component={RouterLink}
                  to={`${customerService}?${new URLSearchParams({ autolectures: 'true' })}`}
                  variant="outlined"
                >
                  {t('requests:autoReads.link')}
                </Button>
              )}
              {variant === 'autoReads' && (
                <Button component={RouterLink} to={customerService} variant="outlined">
                  {t('requests:customerService.writeUs')}
                </Button>
              )}
              {extraActions}
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}
