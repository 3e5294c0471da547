import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCaseEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseSubmission } from '@portal/domain/schemas/case-forms';
import { callEndpoint } from '@/lib/api-client';
import { uploadFormData } from '@/lib/form-data';
import { requestsQueryKey } from './requests-key';

export interface CaseUpload<Submission> {
  submission: Submission;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress: (sent: number) => void;
}

/** POST crm/cases/ (v2, multipart): the request's fields and its files as parts of `attachments`. */
export function createCase({ submission, onUploadProgress }: CaseUpload<CaseSubmission<File>>) {
  return callEndpoint(createCaseEndpoint, {
    formData: uploadFormData(submission.fields, submission.files, 'attachments'),
    onUploadProgress,
  });
}

/** Opens a request; the lists are refreshed so it shows among them. */
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...requestsQueryKey, 'list'] }),
  });
}
