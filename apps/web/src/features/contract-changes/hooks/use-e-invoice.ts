import { useState } from 'react';
import { useEInvoiceActivation } from '../api/post-e-invoice';

/** The e-invoice activation inside the invoice-sending dialog (spec 2 point 7). */
export function usePostEInvoiceState(contract: { name: string; e_invoice: boolean }) {
  const mutation = useEInvoiceActivation(contract.name);
  const [signature, setSignature] = useState(false);
  return {
    active: contract.e_invoice,
    pending: mutation.isPending,
    signature,
    error: mutation.error,
    dismiss: () => mutation.reset(),
    activate: () =>
      mutation.mutate(undefined, {
        onSuccess: (answer) => setSignature(answer.waiting_for_signature),
      }),
  };
}
