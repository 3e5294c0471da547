import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';
import { SectionPanel } from '@/components/layout/section-panel';
import { ClaimForm } from './claim-form';
import { ClaimList } from './claim-list';

/**
 * Claims, /reclamaciones (spec 2 point 2, flag reclamATCMenu): what a claim is, the standalone claim
 * form, and the customer's claims.
 */
export function ClaimsPage() {
  const { t } = useTranslation(['claims', 'common']);
  const listTitleId = useId();
  return (
    <>
      <PageHeading>{t('common:routes.claims')}</PageHeading>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Box sx={{ maxWidth: '48rem', display: 'grid', gap: 1.5 }}>
          <Typography>{t('claims:page.intro')}</Typography>
          <Typography>{t('claims:page.distributor')}</Typography>
        </Box>
        <SectionPanel title={t('claims:page.formTitle')} sx={{ maxWidth: '48rem' }}>
          <ClaimForm />
        </SectionPanel>
        <Box component="section" aria-labelledby={listTitleId}>
          <Typography id={listTitleId} variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('claims:page.listTitle')}
          </Typography>
          <ClaimList />
        </Box>
      </Box>
    </>
  );
}
