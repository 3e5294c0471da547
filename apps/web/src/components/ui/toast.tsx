import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type ShowToast = (message: string) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** How long a confirmation stays: long enough to read two lines at a calm pace. */
const TOAST_DURATION_MS = 6000;

/**
 * Short confirmations of what just happened ("the account was changed"), at the foot of the
 * screen, read out politely by screen readers; a new one replaces the one showing.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message) => {
    setToast({ message, key: Date.now() });
    setOpen(true);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" role="status" onClose={() => setOpen(false)}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

/** Shows a confirmation toast. */
export const useToast = (): ShowToast => useContext(ToastContext);
