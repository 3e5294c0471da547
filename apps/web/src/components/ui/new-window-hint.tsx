import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

/** Tells assistive technology that a link opens in a new window; part of the link's name. */
export function NewWindowHint() {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <Box component="span" sx={visuallyHidden}>
        {t('opensInNewWindow')}
      </Box>
    </>
  );
}
