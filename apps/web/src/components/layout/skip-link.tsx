import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** First focusable element: jumps over the header to the page content. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
