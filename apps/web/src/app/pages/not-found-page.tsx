import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { useLang } from '@/lib/i18n';
import { pathFor } from '../routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <PageHeading>{t('routes.notFound')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('notFound.message')}</Typography>
      <Button variant="contained" component={RouterLink} to={pathFor('home', lang)}>
        {t('notFound.goHome')}
      </Button>
    </>
  );
}
