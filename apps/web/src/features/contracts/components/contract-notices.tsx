import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { contractDisplayState } from '@portal/domain/rules/contract';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What the customer should know before anything else (spec 2 point 4): a draft waiting for their
 * signature, changes waiting for it (decision 005) and a process under way at the distributor, which
 * holds the power change.
 */
export function ContractNotices({
  contract,
}: {
  contract: ElectricityContractDetail | GasContractDetail;
}) {
  const { t } = useTranslation('contracts');
  const signaturePending =
    contractDisplayState(contract.state, contract.sign_date) === 'signature_pending';
  const pending = contract.pending_changes;
  if (!signaturePending && pending.length === 0 && contract.atr_available) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {signaturePending && (
        <Alert severity="warning" role="note">
          {t('detail.notices.signaturePending')}
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
