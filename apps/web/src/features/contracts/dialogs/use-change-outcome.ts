import { useState } from 'react';
import type { ChangeAnswer } from '@portal/domain/schemas/contract-changes';

/**
 * What a change dialog shows after a call (spec 2 point 4): the signature notice when the server asks
 * for one (the dialog stays), otherwise it closes; a whole-request error stays until dismissed or
 * the next attempt.
 */
export function useChangeOutcome(onClose: () => void) {
  const [waitingForSignature, setWaitingForSignature] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    waitingForSignature,
    error,
    setError,
    dismissError: () => setError(null),
    succeeded: (answer: ChangeAnswer) => {
      if (answer.waiting_for_signature) setWaitingForSignature(true);
      else onClose();
    },
    reset: () => {
      setWaitingForSignature(false);
      setError(null);
    },
  };
}
