import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a page shows when it crashed; reloading is the way out. */
export function CrashMessage() {
  const { t } = useTranslation();
  return (
    <Box role="alert">
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('crash.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('crash.message')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('crash.refresh')}
      </Button>
    </Box>
  );
}
