import { useState } from 'react';
import type { ChangeAnswer } from '@portal/domain/schemas/contract-changes';
import { useToast } from '@/components/ui/toast';

/**
 * What a change dialog shows after a call (spec 2 point 4): the signature notice when the server asks
 * for one (the dialog stays), otherwise it closes and a toast confirms the change (`applied`); a
 * whole-request error stays until dismissed or the next attempt.
 */
export function useChangeOutcome(onClose: () => void, applied: string) {
  const toast = useToast();
  const [waitingForSignature, setWaitingForSignature] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    waitingForSignature,
    error,
    setError,
    dismissError: () => setError(null),
    succeeded: (answer: ChangeAnswer) => {
      if (answer.waiting_for_signature) setWaitingForSignature(true);
      else {
        onClose();
        toast(applied);
      }
    },
    reset: () => {
      setWaitingForSignature(false);
      setError(null);
    },
  };
}
