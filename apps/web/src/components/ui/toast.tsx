import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

type ShowToast = (message: string) => void;

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
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message) => {
    setToast({ message, key: Date.now() });
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
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows a confirmation toast. */
export const useToast = (): ShowToast => useContext(ToastContext);
