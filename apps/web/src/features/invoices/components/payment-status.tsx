import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  paymentStatusDisplay,
  type PaymentStatusDisplay,
} from '@portal/domain/rules/invoice-status';
import type { RectificativeType } from '@portal/domain/schemas/invoices';
import { useTranslation } from 'react-i18next';

/** Base: a coloured icon beside the text; Chiped: the same in an outlined chip (spec 2 point 4). */
export type PaymentStatusMode = 'base' | 'chiped';

const icons: Record<PaymentStatusDisplay['icon'], typeof CheckCircleIcon> = {
  direct_debit: AccountBalanceIcon,
  transfer: SwapHorizIcon,
  paid: CheckCircleIcon,
  unpaid: ErrorIcon,
};

/**
 * The payment status of an invoice, or nothing for a state the spec does not name. The tone colours
 * the icon and the chip's border (the darker shade, at least 3:1); the text keeps the body colour
 * for contrast (WCAG AA).
 */
export function PaymentStatus({
  invoice,
  mode,
}: {
  invoice: {
    paid: string;
    rectificative_type?: RectificativeType;
    amount_total: number;
    amount_pending: number;
  };
  mode: PaymentStatusMode;
}) {
  const { t } = useTranslation('invoices');
  const display = paymentStatusDisplay(invoice);
  if (!display) return null;
  const Icon = icons[display.icon];
  const colour = `${display.tone}.dark`;
  const label = t(`status.${display.label}`);
  if (mode === 'chiped') {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<Icon aria-hidden sx={{ '&&': { color: colour } }} />}
        label={label}
        data-tone={display.tone}
        sx={{
          color: 'text.primary',
          borderColor: colour,
          borderWidth: 2,
          maxWidth: '100%',
          height: 'auto',
          minHeight: 24,
          // Long labels wrap inside the chip rather than widen the table.
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        }}
      />
    );
  }
  return (
    <Box
      component="span"
      data-tone={display.tone}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon aria-hidden fontSize="small" sx={{ color: colour }} />
      {label}
    </Box>
  );
}
