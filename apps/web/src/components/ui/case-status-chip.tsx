import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import PendingIcon from '@mui/icons-material/Pending';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { CaseStatus } from '@portal/domain/schemas/cases';

/** Each status's tone (the icon and the border, the darker shade for 3:1) and its icon. */
const looks: Record<CaseStatus, { tone: string; Icon: typeof CheckCircleIcon }> = {
  in_process: { tone: 'info', Icon: ScheduleIcon },
  being_processed: { tone: 'primary', Icon: PendingIcon },
  info_required: { tone: 'warning', Icon: HelpIcon },
  accepted: { tone: 'success', Icon: CheckCircleIcon },
  denied: { tone: 'error', Icon: CancelIcon },
};

/**
 * A request's or claim's status (spec 2 point 8): its text (the `requests` namespace's
 * `status.<status>`), with an icon and a border of its tone; the text keeps the body colour for
 * contrast (WCAG AA) and says the status without the colour.
 */
export function CaseStatusChip({ status, label }: { status: CaseStatus; label: string }) {
  const { tone, Icon } = looks[status];
  const colour = `${tone}.dark`;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon aria-hidden sx={{ '&&': { color: colour } }} />}
      label={label}
      data-status={status}
      sx={{
        color: 'text.primary',
        borderColor: colour,
        borderWidth: 2,
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
