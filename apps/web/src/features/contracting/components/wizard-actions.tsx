import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { BOTTOM_BAR_HEIGHT } from '@/components/layout/bottom-bar';

export interface WizardActionsProps {
  /** Fixed to the bottom of the screen (small screens, spec 3 point 2) or below the step. */
  fixed: boolean;
  previous?: { label: string; disabled?: boolean; onClick: () => void } | undefined;
  /** The main action: Next (the form's submit), Confirm, or Go home. */
  main?: { label: string; disabled?: boolean; loading?: boolean; onClick?: () => void } | undefined;
}

/**
 * The wizard's Previous and Next. On a small screen they sit in a bar fixed to the bottom; the app
 * keeps room below the page for it (BOTTOM_BAR_HEIGHT), so it hides nothing.
 */
export function WizardActions({ fixed, previous, main }: WizardActionsProps) {
  const buttons: ReactNode = (
    <>
      {previous ? (
        <Button variant="outlined" disabled={previous.disabled} onClick={previous.onClick}>
          {previous.label}
        </Button>
      ) : (
        <span />
      )}
      {main && (
        <Button
          variant="contained"
          type={main.onClick ? 'button' : 'submit'}
          disabled={main.disabled}
          loading={main.loading}
          onClick={main.onClick}
        >
          {main.label}
        </Button>
      )}
    </>
  );
  if (!fixed) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>{buttons}</Box>
    );
  }
  return (
    <Paper
      square
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        minHeight: BOTTOM_BAR_HEIGHT,
        px: 2,
        py: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      {buttons}
    </Paper>
  );
}
