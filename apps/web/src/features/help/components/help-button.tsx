import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import ButtonBase, { buttonBaseClasses } from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOTTOM_BAR_HEIGHT,
  HELP_BUTTON_HEIGHT,
  HELP_BUTTON_OFFSET,
} from '@/components/layout/bottom-bar';
import { loadOnIntent } from '@/lib/load-on-intent';

const loadPanel = () => import('@/components/help/help-panel');
const HelpPanel = lazy(() => loadPanel().then((m) => ({ default: m.HelpPanel })));

/**
 * MUI's extended medium Fab in the secondary colour, drawn on the ButtonBase every page already
 * loads: the Fab component was 1.5 KB gzipped of the home page's first visit.
 */
const FloatingButton = styled(ButtonBase)(({ theme }) => {
  const focusRing = theme.focusVisible || undefined;
  return {
    ...theme.typography.button,
    textTransform: 'none',
    gap: theme.spacing(0.75),
    transition: theme.transitions.create(
      ['background-color', 'box-shadow', 'border-color', 'transform'],
      { duration: theme.transitions.duration.short },
    ),
    borderRadius: 20,
    padding: '0 16px',
    minWidth: HELP_BUTTON_HEIGHT,
    height: HELP_BUTTON_HEIGHT,
    boxShadow: theme.shadows[6],
    '&:active': { boxShadow: theme.shadows[12] },
    color: theme.palette.secondary.contrastText,
    backgroundColor: theme.palette.secondary.main,
    '&:hover': {
      backgroundColor: theme.palette.secondary.dark,
      '@media (hover: none)': { backgroundColor: theme.palette.secondary.main },
    },
    [`&.${buttonBaseClasses.focusVisible}`]: {
      ...focusRing,
      boxShadow: focusRing?.boxShadow
        ? `${theme.shadows[6]}, ${focusRing.boxShadow}`
        : theme.shadows[6],
    },
    position: 'fixed',
    right: HELP_BUTTON_OFFSET.xs,
    bottom: HELP_BUTTON_OFFSET.xs,
    zIndex: theme.zIndex.speedDial,
    [theme.breakpoints.down('md')]: {
      '&[data-scrolled-away]': {
        transform: `translateY(calc(100% + ${HELP_BUTTON_OFFSET.xs * 2}px))`,
      },
      [`&.${buttonBaseClasses.focusVisible}`]: { transform: 'none' },
    },
    [theme.breakpoints.up('md')]: { right: HELP_BUTTON_OFFSET.md, bottom: HELP_BUTTON_OFFSET.md },
  };
});

/**
 * The floating help button of every page; the panel loads when it is first opened. Above a page's
 * bottom bar (the contracting wizard on a small screen) it rises over it. On a small screen it
 * steps out of the way while the page scrolls down, so it covers no button or text being read,
 * and comes back when the page scrolls up or the keyboard reaches it (issue 25 points 9 and 18).
 */
export function HelpButton({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const { t } = useTranslation();
  const scrolledAway = useScrollTrigger({ threshold: HELP_BUTTON_HEIGHT });
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and give focus back.
  const [used, setUsed] = useState(false);
  return (
    <>
      <FloatingButton
        focusRipple
        aria-haspopup="dialog"
        data-scrolled-away={scrolledAway || undefined}
        sx={
          aboveBottomBar ? { bottom: `${BOTTOM_BAR_HEIGHT + HELP_BUTTON_OFFSET.xs}px` } : undefined
        }
        {...loadOnIntent(loadPanel)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <HelpOutlineIcon />
        {t('help.button')}
      </FloatingButton>
      {used && (
        <Suspense fallback={null}>
          <HelpPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
