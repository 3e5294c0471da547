import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings';
import { useGroupElements } from '../api/get-dynamic-elements';
import { HtmlBlocks } from './html-blocks';

/** The retailer's HTML blocks of group Login, under the login form (spec 1 point 2, "Login screen"). */
export function LoginBlocks() {
  const { t } = useTranslation();
  const settings = useSettings();
  const elements = useGroupElements('Login', settings.features.enableServerElements);
  if (!elements.data?.length) return null;
  return (
    <Box
      component="aside"
      aria-label={t('dynamicPage.loginBlocks')}
      sx={{ maxWidth: 460, mx: 'auto', mt: 3 }}
    >
      <HtmlBlocks elements={elements.data} />
    </Box>
  );
}
