import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { contractDisplayState } from '@portal/domain/rules/contract';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActionGuard } from '@/components/guards/use-action-guard';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useContractSignatureLink } from '../api/change-signature';

/**
 * What the customer should know before anything else (spec 2 point 4): a draft waiting for their
 * signature, with the button that signs it (decision 029), or signed and on its way; changes
 * waiting for the signature (decision 005) and a process under way at the distributor, which holds
 * the power change.
 */
export function ContractNotices({
  contract,
}: {
  contract: ElectricityContractDetail | GasContractDetail;
}) {
  const { t } = useTranslation('contracts');
  const displayState = contractDisplayState(contract.state, contract.sign_date);
  const signedOn = displayState === 'draft' ? contract.sign_date : null;
  const pending = contract.pending_changes;
  if (
    displayState !== 'signature_pending' &&
    !signedOn &&
    pending.length === 0 &&
    contract.atr_available
  ) {
    return null;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {displayState === 'signature_pending' && <SignaturePendingNotice name={contract.name} />}
      {signedOn && (
        <Alert severity="info" role="note">
          {t('detail.notices.signedDraft', { date: formatDisplayDate(signedOn) })}
        </Alert>
      )}
      {pending.length > 0 && (
        <Alert severity="info" role="note">
          {t('detail.notices.pendingChanges', { count: pending.length })}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {pending.map((change) => (
              <li key={change.id}>
                {t('detail.notices.pendingChange', {
                  change: t(`detail.changeKinds.${change.kind}`),
                  date: formatDisplayDate(change.created_date),
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {!contract.atr_available && (
        <Alert severity="info" role="note">
          {t('detail.notices.processInProgress')}
        </Alert>
      )}
    </Box>
  );
}

/** The draft waits for the customer's signature: "sign now" opens its signing page with a new link. */
function SignaturePendingNotice({ name }: { name: string }) {
  const { t } = useTranslation(['contracts', 'errors', 'validation']);
  const lang = useLang();
  const navigate = useNavigate();
  const guard = useActionGuard('contractSignature');
  const link = useContractSignatureLink();
  const signNow = () =>
    link.mutate(name, {
      onSuccess: ({ token }) => void navigate(pathFor('changeSignature', lang, { token })),
    });
  return (
    <Alert severity="warning" role="note">
      {t('contracts:detail.notices.signaturePending')}
      <Box sx={{ mt: 1.5 }}>
        <GuardTooltip reason={guard.reason}>
          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
          <span>
            <Button
              variant="contained"
              disabled={guard.disabled}
              loading={link.isPending}
              onClick={signNow}
            >
              {t('contracts:detail.notices.signNow')}
            </Button>
          </span>
        </GuardTooltip>
      </Box>
      {link.isError && (
        <Box role="alert" sx={{ mt: 1 }}>
          {requestErrorText(t, link.error)}
        </Box>
      )}
    </Alert>
  );
}
