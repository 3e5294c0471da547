import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionGuard } from '@/components/guards/use-action-guard';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { useSettings } from '@/lib/settings';

// The form's code loads when the customer opens it, not with the page that shows the button.
const ClaimDialog = lazy(() => import('./claim-dialog').then((m) => ({ default: m.ClaimDialog })));

/**
 * "File a claim" (spec 2 points 2 and 6): on a contract's detail under the flag reclamATCContract,
 * about that contract; on the customer-service page under reclamATCContact, about the contract the
 * customer chooses. Read-only and impersonated sessions see it disabled with the reason, as the
 * server refuses them the call.
 */
export function ClaimButton({ contractName }: { contractName?: string }) {
  const { t } = useTranslation('claims');
  const { features } = useSettings();
  const guard = useActionGuard('claimCreate');
  const [open, setOpen] = useState(false);
  const offered =
    contractName === undefined ? features.reclamATCContact : features.reclamATCContract;
  if (!offered) return null;
  return (
    <>
      <GuardTooltip reason={guard.reason}>
        {/* A disabled button gets no pointer events: the span carries the tooltip. */}
        <span>
          <Button
            variant="outlined"
            startIcon={<ReportProblemIcon aria-hidden />}
            disabled={guard.disabled}
            onClick={() => setOpen(true)}
          >
            {t('button')}
          </Button>
        </span>
      </GuardTooltip>
      {open && (
        <Suspense fallback={null}>
          <ClaimDialog open contractName={contractName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
