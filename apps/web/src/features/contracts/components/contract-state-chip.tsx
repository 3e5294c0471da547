import Chip from '@mui/material/Chip';
import { contractDisplayState, type ContractDisplayState } from '@portal/domain/rules/contract';
import { useTranslation } from 'react-i18next';

/** The border tells the state apart; the text keeps the body colour for contrast (WCAG AA). */
const borders: Record<ContractDisplayState, string> = {
  active: 'success.main',
  signature_pending: 'warning.main',
  draft: 'info.main',
  closed: 'text.disabled',
};

/**
 * A contract's state as shown: a draft without a sign date is waiting for the signature (spec 2
 * point 4).
 */
export function ContractStateChip({
  contract,
}: {
  contract: { state: string; sign_date: string | null };
}) {
  const { t } = useTranslation('contracts');
  const state = contractDisplayState(contract.state, contract.sign_date);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`state.${state}`)}
      sx={{ color: 'text.primary', borderColor: borders[state], borderWidth: 2 }}
    />
  );
}
