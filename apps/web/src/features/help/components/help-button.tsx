import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPanel = () => import('@/components/help/help-panel');
const HelpPanel = lazy(() => loadPanel().then((m) => ({ default: m.HelpPanel })));

/** The floating help button of every page; the panel loads when it is first opened. */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and give focus back.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Fab
        color="secondary"
        size="medium"
        variant="extended"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{
          position: 'fixed',
          right: { xs: 12, md: 24 },
          bottom: { xs: 12, md: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
          textTransform: 'none',
          gap: 0.75,
        }}
      >
        <HelpOutlineIcon />
        {t('help.button')}
      </Fab>
      {used && (
        <Suspense fallback={null}>
          <HelpPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
