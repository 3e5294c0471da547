import { ibanChangeEndpoint } from '@portal/domain/endpoints/contract-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IbanChangeFields } from '@portal/domain/schemas/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { uploadFormData } from '@/lib/form-data';
import { useRefreshContracts } from './contracts-key';
import { ibansQueryOptions } from './get-ibans';

export type IbanChange = { fields: IbanChangeFields; files: readonly File[] };

/** POST contracts/{name}/iban/ (electricity) or contracts/{id}/iban/ (gas), v2: a multipart body. */
export function postIbanChange(contractKey: string, change: IbanChange) {
  return callEndpoint(ibanChangeEndpoint, {
    params: { name: contractKey },
    formData: uploadFormData(change.fields, change.files),
  });
}

/** On success the account list and the contracts are refreshed (spec 2 point 4). */
export function useIbanChange(contractKey: string) {
  const refresh = useRefreshContracts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: IbanChange) => postIbanChange(contractKey, change),
    onSuccess: async () => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: ibansQueryOptions.queryKey }),
      ]);
    },
  });
}
