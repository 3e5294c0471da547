import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationContact } from '@/components/help/organization-contact';
import { PageHeading } from '@/components/layout/page-heading';
import { SectionPanel } from '@/components/layout/section-panel';
import { contactNamespaces } from '../utils/contact-form';
import { UnsignedContactForm } from './unsigned-contact-form';

/**
 * Contact for visitors, /contacto (spec 1 point 2, spec 2 point 2 "Unsigned contact form"): the
 * message form, and beside it (below on a phone) the retailer's phone, e-mail and hours.
 */
export function UnsignedContactPage() {
  const { t } = useTranslation(contactNamespaces);
  const otherTitleId = useId();
  return (
    <>
      <PageHeading>{t('contact:title')}</PageHeading>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
        }}
      >
        <SectionPanel title={t('contact:form.title')}>
          <Typography sx={{ mb: 2.5 }}>{t('contact:intro')}</Typography>
          <UnsignedContactForm />
        </SectionPanel>
        <Paper
          component="aside"
          variant="outlined"
          aria-labelledby={otherTitleId}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={otherTitleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('contact:other.title')}
          </Typography>
          <OrganizationContact />
        </Paper>
      </Box>
    </>
  );
}
