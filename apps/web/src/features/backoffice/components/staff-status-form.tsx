import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type CaseStatus, caseStatuses } from '@portal/domain/schemas/cases';
import { useState } from 'react';
import { SelectInput } from '@/components/form/select-input';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { useChangeCaseStatus } from '../api/change-case-status';
import { useBackofficeTexts } from '../utils/texts';

/**
 * A status change without a message (PUT backoffice/crm/cases/{id}/status): the customer is
 * e-mailed and the conversation shows it. The choice stays when the change fails.
 */
export function StaffStatusForm({ caseId, status }: { caseId: number; status: CaseStatus }) {
  const t = useBackofficeTexts();
  const toast = useToast();
  const change = useChangeCaseStatus(caseId);
  const [chosen, setChosen] = useState<CaseStatus>(status);
  const [error, setError] = useState<string | null>(null);
  const statusText = (value: CaseStatus) => t(`requests:status.${value}`);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (chosen === status) {
          setError(t('backoffice:case.statusSame', { status: statusText(status) }));
          return;
        }
        change.mutate(chosen, {
          onSuccess: (answer) =>
            toast(t('backoffice:case.statusChanged', { status: statusText(answer.status) })),
          onError: (failure) => setError(requestErrorText(t, failure)),
        });
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <SelectInput
          label={t('backoffice:case.statusLabel')}
          value={chosen}
          fullWidth={false}
          sx={{ minWidth: { xs: '100%', sm: 280 } }}
          onChange={(event) => setChosen(event.target.value as CaseStatus)}
        >
          {caseStatuses.map((option) => (
            <option key={option} value={option}>
              {statusText(option)}
            </option>
          ))}
        </SelectInput>
        <Button type="submit" variant="outlined" loading={change.isPending} sx={{ mt: { sm: 1 } }}>
          {t('backoffice:case.statusSubmit')}
        </Button>
      </Box>
      {error && (
        <FocusedAlert key={error} severity="error" onClose={() => setError(null)}>
          {error}
        </FocusedAlert>
      )}
    </Box>
  );
}
