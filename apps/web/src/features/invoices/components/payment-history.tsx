import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDisplayDate } from '@portal/domain/format/dates';
import type { Invoice } from '@portal/domain/schemas/invoices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The collection history of an unpaid invoice (spec 2 point 4): each step's date and description, in
 * a dialog opened from beside the status.
 */
export function PaymentHistoryButton({
  number,
  history,
}: {
  number: string;
  history: Invoice['pending_state_history'];
}) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<HistoryIcon aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('history.openOf', { number })}
        aria-haspopup="dialog"
      >
        {t('history.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('history.title', { number })}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('history.date')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('history.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((entry, index) => (
                <TableRow key={`${entry.change_date}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDisplayDate(entry.change_date)}
                  </TableCell>
                  <TableCell>{entry.pending_state.ov_description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('history.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
