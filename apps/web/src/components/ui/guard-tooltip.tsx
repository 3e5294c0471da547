import { lazy, Suspense, type ReactElement } from 'react';

/** Spec 1 point 9: a tooltip stays this long after the pointer leaves. */
export const TOOLTIP_LEAVE_DELAY_MS = 5000;

// Only read-only and impersonating sessions ever see one: the tooltip code loads when needed.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * Explains why an action is unavailable (read-only token, impersonation). The reason describes the
 * control rather than renaming it, so the control keeps its own name. Without a reason it renders the
 * child alone.
 */
export function GuardTooltip({ reason, children }: { reason: string; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={reason} describeChild leaveDelay={TOOLTIP_LEAVE_DELAY_MS} arrow>
        {children}
      </Tooltip>
    </Suspense>
  );
}
