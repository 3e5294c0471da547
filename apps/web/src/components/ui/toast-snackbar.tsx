import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** How long a confirmation stays: long enough to read two lines at a calm pace. */
const TOAST_DURATION_MS = 6000;

/**
 * The toast itself, at the foot of the screen: a confirmation read out politely by screen readers, a
 * failure at once.
 */
export function ToastSnackbar({
  message,
  severity,
  open,
  onClose,
}: {
  message: string;
  severity: 'success' | 'error';
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        onClose={onClose}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
