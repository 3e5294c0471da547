import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** Loading view (spec 1 point 2): a spinner that says, to assistive technology too, what it is. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {t('routes.loading')}
      </Typography>
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}
      >
        <CircularProgress aria-hidden />
        <Typography>{t('loadingPage.message')}</Typography>
      </Box>
    </>
  );
}
