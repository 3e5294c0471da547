import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { useSettings } from '@/lib/settings';
import { loadOnIntent } from '@/lib/load-on-intent';
import {
  acceptAll,
  rejectOptional,
  saveConsent,
  useConsentState,
  type ConsentChoice,
} from '../utils/consent';
import { loadConsentedScripts, withdrawsLoadedScript } from '../utils/load-scripts';

const loadCategories = () => import('./cookie-categories');
const CookieCategories = lazy(() =>
  loadCategories().then((m) => ({ default: m.CookieCategories })),
);

/**
 * The cookie banner (spec 1 point 2, "Other shell screens") and the loader of the scripts the visitor
 * consented to. The banner is first in the reading and tab order, but drawn at the bottom of the
 * screen over the page (issue 25 point 8): it moves nothing when it appears or goes, and it takes its
 * own room at the end of the page, so scrolling down uncovers everything. It traps no focus.
 * Memoised: it reads its own state, and the layout's renders leave it alone.
 */
export const CookieConsent = memo(function CookieConsent() {
  const settings = useSettings();
  const { consent, reviewing } = useConsentState();

  useEffect(() => {
    if (consent) loadConsentedScripts(consent, settings.cookies);
  }, [consent, settings.cookies]);

  if (consent && !reviewing) return null;
  return (
    <CookieBanner
      key={reviewing ? 'review' : 'first'}
      initial={consent ?? rejectOptional}
      reviewing={reviewing}
    />
  );
});

function CookieBanner({ initial, reviewing }: { initial: ConsentChoice; reviewing: boolean }) {
  const { t } = useTranslation();
  const { links, cookies } = useSettings();
  const [personalizing, setPersonalizing] = useState(reviewing);
  const [choice, setChoice] = useState<ConsentChoice>({
    preferences: initial.preferences,
    statistics: initial.statistics,
    marketing: initial.marketing,
  });
  const titleId = useId();
  const region = useRef<HTMLElement>(null);

  // Reopened from the footer: put focus on it (it is on the screen already).
  useEffect(() => {
    if (reviewing) region.current?.focus();
  }, [reviewing]);

  function decide(next: ConsentChoice) {
    const reload = withdrawsLoadedScript(next, cookies);
    saveConsent(next);
    // A script already running cannot be unloaded: only a fresh page honours a withdrawal.
    if (reload) window.location.reload();
  }

  return (
    <Box
      component="section"
      ref={region}
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{
        // The layout is a column: the banner's box is drawn last, after the footer, and sticks to
        // the bottom of the screen until the page's end reaches it.
        order: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        maxHeight: '60dvh',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: 8,
        py: { xs: 1.5, sm: 2 },
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: -3,
        },
      }}
    >
      <Container maxWidth="md" sx={{ px: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('cookies.title')}
        </Typography>
        <Typography variant="body2">
          {t('cookies.intro')}{' '}
          {links.cookies && (
            <Link href={links.cookies} {...newTabProps}>
              {t('cookies.policy')}
              <NewWindowHint />
            </Link>
          )}
        </Typography>
        {personalizing && (
          <Suspense fallback={null}>
            <CookieCategories value={choice} onChange={setChoice} focusFirst={!reviewing} />
          </Suspense>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 0.75, sm: 1 },
            mt: { xs: 1, sm: 1.5 },
            // Two rows, not three, on a phone: the banner covers less of the page.
            '& .MuiButton-root': {
              px: { xs: 1, sm: 2 },
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
              letterSpacing: { xs: 0, sm: '0.02857em' },
            },
          }}
        >
          {personalizing ? (
            <Button variant="outlined" onClick={() => decide(choice)}>
              {t('cookies.acceptSelected')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              {...loadOnIntent(loadCategories)}
              onClick={() => setPersonalizing(true)}
            >
              {t('cookies.personalize')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => decide(rejectOptional)}>
            {t('cookies.rejectOptional')}
          </Button>
          <Button variant="contained" onClick={() => decide(acceptAll)}>
            {t('cookies.acceptAll')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
