import Grid from '@mui/material/Grid';
import { FormTextField } from '@/components/form/form-fields';
import { useContractingTexts } from '../utils/texts';

/**
 * A person's name and surnames, the second optional: the holder's, the representative's or the
 * payer's. `ownName` lets the browser fill in its user's own name; another person's it does not.
 */
export function PersonNameFields({
  names,
  columns,
  ownName = true,
}: {
  names: { name: string; surName1: string; surName2: string };
  /** The columns of each field on a wide screen (of 12). */
  columns: 4 | 6;
  ownName?: boolean;
}) {
  const t = useContractingTexts();
  const size = { xs: 12, md: columns };
  return (
    <>
      <Grid size={size}>
        <FormTextField
          name={names.name}
          label={t('contracting-steps:person.name')}
          required
          autoComplete={ownName ? 'given-name' : 'off'}
        />
      </Grid>
      <Grid size={size}>
        <FormTextField
          name={names.surName1}
          label={t('contracting-steps:person.surName1')}
          required
          autoComplete={ownName ? 'family-name' : 'off'}
        />
      </Grid>
      <Grid size={size}>
        <FormTextField
          name={names.surName2}
          label={t('contracting-steps:person.surName2')}
          autoComplete="off"
        />
      </Grid>
    </>
  );
}
