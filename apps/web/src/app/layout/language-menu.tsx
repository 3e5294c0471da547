import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useLang, type Lang } from '@/lib/i18n';
import { availableLanguages, useSettings } from '@/lib/settings';
import { translatePath } from '@/lib/paths';
import { loadOnIntent } from '@/lib/load-on-intent';

const loadMenuList = () => import('./language-menu-list');
const LanguageMenuList = lazy(() => loadMenuList().then((m) => ({ default: m.LanguageMenuList })));

/** Switches the language and rewrites the current path into it, keeping the query string. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  async function choose(next: Lang) {
    setAnchor(null);
    if (next === lang) return;
    // Language first, then the path: the page being left keeps its language until it unmounts.
    await i18n.changeLanguage(next);
    const target = translatePath(location, next);
    if (target !== `${location.pathname}${location.search}${location.hash}`) {
      await navigate(target, { state: location.state as unknown });
    }
  }

  const buttonProps = {
    id: buttonId,
    color: 'inherit' as const,
    'aria-haspopup': 'true' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    ...loadOnIntent(loadMenuList),
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {compact ? (
        <IconButton
          {...buttonProps}
          aria-label={`${t('language.label')}: ${t(`language.names.${lang}`)}`}
        >
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button {...buttonProps} startIcon={<TranslateIcon />}>
          <Box component="span" sx={visuallyHidden}>
            {t('language.label')}:
          </Box>{' '}
          <span lang={lang}>{t(`language.names.${lang}`)}</span>
        </Button>
      )}
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            anchor={anchor}
            labelledBy={buttonId}
            options={availableLanguages(settings)}
            current={lang}
            onChoose={(next) => void choose(next)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
