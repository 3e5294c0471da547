import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

/** A confirmation, or (`error`) a failure of something done in the background of the screen. */
export type ToastSeverity = 'success' | 'error';
type ShowToast = (message: string, severity?: ToastSeverity) => void;

const ToastContext = createContext<ShowToast>(() => {});

// No page shows a toast on its first paint: the snackbar's code loads with the first toast.
const ToastSnackbar = lazy(() =>
  import('./toast-snackbar').then((m) => ({ default: m.ToastSnackbar })),
);

/**
 * Short confirmations of what just happened ("the account was changed"), at the foot of the
 * screen; a new one replaces the one showing.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{
    message: string;
    severity: ToastSeverity;
    key: number;
  } | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message, severity = 'success') => {
    setToast({ message, severity, key: Date.now() });
    setOpen(true);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar
            key={toast.key}
            message={toast.message}
            severity={toast.severity}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows a confirmation toast, or a failure's. */
export const useToast = (): ShowToast => useContext(ToastContext);
