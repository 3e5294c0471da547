import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCrashCode } from './error-boundary';

/** What a page shows when it crashed (spec 1 point 2, crash page): its code; reloading is the way out. */
export function CrashMessage() {
  const { t } = useTranslation('errors');
  const code = useCrashCode();
  return (
    <Box role="alert">
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('crash.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('crash.message')}</Typography>
      {code && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('crash.code', { code })}
        </Typography>
      )}
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('crash.refresh')}
      </Button>
    </Box>
  );
}
