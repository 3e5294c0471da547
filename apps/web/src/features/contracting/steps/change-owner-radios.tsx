import { FormRadioGroup } from '@/components/form/form-choice-fields';
import { useContractingTexts } from '../utils/texts';

/**
 * Whether the holder changes against the supply's current contract (spec 3 point 3: changeOwner or
 * dontChangeOwner), asked when the supply has an active contract.
 */
export function ChangeOwnerRadios({
  name,
}: {
  name: 'person.changeOwner' | 'gasContract.changeOwner';
}) {
  const t = useContractingTexts();
  return (
    <FormRadioGroup<boolean>
      name={name}
      legend={t('contracting-steps:changeOwner.legend')}
      hint={t('contracting-steps:changeOwner.hint')}
      required
      options={[
        { value: true, label: t('contracting-steps:changeOwner.yes') },
        { value: false, label: t('contracting-steps:changeOwner.no') },
      ]}
    />
  );
}
