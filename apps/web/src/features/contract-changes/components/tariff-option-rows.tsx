import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ElectricityContractDetail } from '@portal/domain/schemas/contracts';
import { canChangeContract } from '@portal/domain/rules/contract';
import { DescriptionList, type Description } from '@/components/ui/description-list';
import { useAvailableTariffOptions } from '../api/get-available-tariff-options';
import { useTariffOption } from '../api/get-tariff-option';
import { useTariffOptionChange } from '../api/put-tariff-option';
import {
  sameTariffOption,
  type AnyTariffOptionValue,
  type TariffOptionKind,
} from '../api/tariff-option-kinds';
import { ChangeDialog } from './change-dialog';
import { requestErrorText } from '@/lib/form-errors';
import { useContractChangeTexts, type ContractChangeTexts } from '../utils/texts';
import { useChangeOutcome } from '../hooks/use-change-outcome';

const pad = (value: number) => String(value).padStart(2, '0');

/** An option's value as shown: a period of months, a span of hours or a day's label. */
export function tariffOptionText(t: ContractChangeTexts, value: AnyTariffOptionValue): string {
  if ('startMonth' in value) {
    return t('contract-changes:tariff.period', {
      start: `${pad(value.startMonth)}/${value.startYear}`,
      end: `${pad(value.endMonth)}/${value.endYear}`,
    });
  }
  if ('startHour' in value) {
    return t('contract-changes:tariff.hours', {
      start: `${pad(value.startHour)}:00`,
      end: `${pad(value.endHour)}:00`,
    });
  }
  return value.label;
}

function TariffOptionDialog(props: {
  kind: TariffOptionKind;
  contractId: number;
  current: AnyTariffOptionValue | null;
  onClose: () => void;
}) {
  const t = useContractChangeTexts();
  const available = useAvailableTariffOptions(props.kind, props.contractId, true);
  const choices: AnyTariffOptionValue[] = available.data ?? [];
  // The index of the choice picked; until one is, the current value stays selected.
  const [chosen, setChosen] = useState<number | null>(null);
  const currentIndex =
    props.current === null
      ? -1
      : choices.findIndex((choice) => props.current && sameTariffOption(choice, props.current));
  const selected = chosen ?? currentIndex;
  const mutation = useTariffOptionChange(props.kind, props.contractId);
  const outcome = useChangeOutcome(props.onClose, t('contract-changes:applied.tariffOption'));
  const labelId = useId();
  const choice = choices[selected];

  return (
    <ChangeDialog
      open
      onClose={props.onClose}
      title={t(`contract-changes:tariff.${props.kind}.title`)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) return;
        outcome.setError(null);
        mutation.mutate(choice, {
          onSuccess: outcome.succeeded,
          onError: (error) => outcome.setError(requestErrorText(t, error)),
        });
      }}
      submitLabel={t('contract-changes:tariff.submit')}
      sending={mutation.isPending}
      submitDisabled={!choice || selected === currentIndex}
      error={outcome.error ?? (available.isError ? requestErrorText(t, available.error) : null)}
      onDismissError={outcome.dismissError}
      waitingForSignature={outcome.waitingForSignature}
    >
      <FormControl>
        <FormLabel id={labelId}>{t(`contract-changes:tariff.${props.kind}.choose`)}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={selected < 0 ? '' : String(selected)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {choices.map((value, index) => (
            <FormControlLabel
              key={tariffOptionText(t, value)}
              value={String(index)}
              control={<Radio />}
              label={tariffOptionText(t, value)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </ChangeDialog>
  );
}

function useTariffOptionField(
  kind: TariffOptionKind,
  contract: ElectricityContractDetail,
  onChange: (kind: TariffOptionKind, current: AnyTariffOptionValue | null) => void,
): Description | null | undefined {
  const t = useContractChangeTexts();
  const option = useTariffOption(kind, contract.id);
  // Not known yet: undefined. Not offered by the product (no choices), or not answered: no row.
  if (option.isPending) return undefined;
  if (!option.data?.offered) return null;
  const current = option.data.current;
  return {
    label: t(`contract-changes:tariff.${kind}.label`),
    value: (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span">
          {current ? tariffOptionText(t, current) : t('contract-changes:tariff.none')}
        </Typography>
        {canChangeContract(contract.state) && (
          <Button
            size="small"
            onClick={() => onChange(kind, current)}
            aria-label={t(`contract-changes:tariff.${kind}.change`)}
          >
            {t('contract-changes:tariff.change')}
          </Button>
        )}
      </Stack>
    ),
  };
}

/** Double tariff, happy hours and happy day rows of the contract data, with their pickers. */
export function TariffOptionRows({ contract }: { contract: ElectricityContractDetail }) {
  const [editing, setEditing] = useState<{
    kind: TariffOptionKind;
    current: AnyTariffOptionValue | null;
  } | null>(null);
  const open = (kind: TariffOptionKind, current: AnyTariffOptionValue | null) =>
    setEditing({ kind, current });
  const double = useTariffOptionField('double-tariff', contract, open);
  const hours = useTariffOptionField('happy-hours', contract, open);
  const day = useTariffOptionField('happy-day', contract, open);
  // The rows appear together once every option has answered: one by one, each pushed what follows.
  const answers = [double, hours, day];
  if (answers.includes(undefined)) return null;
  const fields = answers.filter((field): field is Description => !!field);
  if (fields.length === 0 && !editing) return null;
  return (
    <>
      <DescriptionList items={fields} />
      {editing && (
        <TariffOptionDialog
          kind={editing.kind}
          contractId={contract.id}
          current={editing.current}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
