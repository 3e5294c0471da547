import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';
import { ClaimForm } from './claim-form';
import { ClaimList } from './claim-list';

/**
 * Claims, /reclamaciones (spec 2 point 2, flag reclamATCMenu): what a claim is, the standalone claim
 * form, and the customer's claims.
 */
export function ClaimsPage() {
  const { t } = useTranslation(['claims', 'common']);
  const formTitleId = useId();
  const listTitleId = useId();
  return (
    <>
      <PageHeading>{t('common:routes.claims')}</PageHeading>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Box sx={{ maxWidth: '48rem', display: 'grid', gap: 1.5 }}>
          <Typography>{t('claims:page.intro')}</Typography>
          <Typography>{t('claims:page.distributor')}</Typography>
        </Box>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={formTitleId}
          sx={{ p: { xs: 2, sm: 3 }, maxWidth: '48rem' }}
        >
          <Typography id={formTitleId} variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('claims:page.formTitle')}
          </Typography>
          <ClaimForm />
        </Paper>
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
