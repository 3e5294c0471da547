import type { ContractType } from '@portal/domain/schemas/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '@/lib/i18n';
import { contractDetailPath } from '../utils/contract-routes';
import { SelectInput } from '@/components/form/select-input';

/** The contract selector of the detail: choosing a contract opens its detail (spec 2 point 2). */
export function ContractSelector({
  type,
  current,
  names,
}: {
  type: ContractType;
  current: string;
  /** The customer's contracts of this type (list-info). */
  names: readonly string[];
}) {
  const { t } = useTranslation('contracts');
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <SelectInput
      size="small"
      label={t('detail.selector')}
      value={current}
      onChange={(event) => void navigate(contractDetailPath(type, event.target.value, lang))}
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: '16rem' } }}
    >
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectInput>
  );
}
