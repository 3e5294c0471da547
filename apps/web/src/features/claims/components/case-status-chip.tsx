import Chip from '@mui/material/Chip';
import type { CaseStatus } from '@portal/domain/schemas/cases';
import { useTranslation } from 'react-i18next';

/** The border tells the status apart; the text keeps the body colour for contrast (WCAG AA). */
const borders: Record<CaseStatus, string> = {
  in_process: 'info.main',
  being_processed: 'info.main',
  info_required: 'warning.main',
  accepted: 'success.main',
  denied: 'error.main',
};

/** A claim's status as the spec names it (spec 2 point 8: the request statuses). */
export function CaseStatusChip({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('claims');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      sx={{ color: 'text.primary', borderColor: borders[status], borderWidth: 2 }}
    />
  );
}
