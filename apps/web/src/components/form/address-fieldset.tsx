import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { AddressValues } from '@portal/domain/rules/contracting-form';
import type { Municipality, Province } from '@portal/domain/schemas/geo';
import { normalizeCadastralReference } from '@portal/domain/validators/cadastral-reference';
import { provinceQueryOptions, useMunicipalities, useStreetTypes } from '@/lib/geo';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import {
  FormSelectField,
  FormTextField,
  useClearErrorOnChange,
  useFieldErrorText,
  useFormTexts,
} from './form-fields';
import { TextInput } from './text-input';
import { useFormMethods } from './form-root';

/** The postal-code lookup waits this long after the last keystroke (spec 3 point 5). */
export const ZIPCODE_LOOKUP_DEBOUNCE_MS = 700;

const ZIPCODE = /^\d{5}$/;

/** A municipality's province: the first two digits of its INE code. */
const provinceCode = (ine: string) => ine.slice(0, 2);

type AddressField = keyof AddressValues;

export interface AddressFieldsetProps {
  /** Where the address (AddressValues) sits in the form: `installation.address`, `person.ownerAddress`. */
  name: string;
  legend: string;
  /** The supply's address needs its municipality code and province too (spec 3 point 5). */
  kind: 'supply' | 'owner';
}

/**
 * An address of the form around (spec 3 point 3 "Address"), found by its postal code (spec 3 point
 * 4): 700 ms after the last keystroke the postal code's localities are looked up. None clears the
 * locality and the province; a single one is filled in; the province of localities that share one
 * is filled in and read-only; choosing a locality sets its INE code and province. While a lookup
 * runs, and until its answer is in the fields, the fieldset is `aria-busy`: a form waits for it
 * before judging the locality (issue 25 point 9).
 */
export function AddressFieldset({ name, legend, kind }: AddressFieldsetProps) {
  const t = useFormTexts();
  const { control, getValues, setValue } = useFormMethods();
  const path = (field: AddressField) => `${name}.${field}`;
  const supply = kind === 'supply';
  const statusId = useId();

  const [dp = '', ine = '', poblacio = '', state = ''] = useWatch({
    control,
    name: [path('dp'), path('ine'), path('poblacio'), path('state')],
  }) as (string | undefined)[];
  const typed = dp.trim();
  const lookup = useDebouncedValue(typed, ZIPCODE_LOOKUP_DEBOUNCE_MS);
  const zipcode = ZIPCODE.test(lookup) && lookup === typed ? lookup : null;
  const municipalities = useMunicipalities(zipcode);
  const matches = zipcode === null ? undefined : municipalities.data;
  const searching = ZIPCODE.test(typed) && (zipcode === null || municipalities.isPending);
  const streetTypes = useStreetTypes(true);

  // The provinces of the matches (and of a locality chosen before, as a draft brings it back),
  // each asked once with one of its municipalities.
  const byProvince = useMemo(() => {
    const found = new Map<string, string>();
    for (const match of matches ?? []) {
      if (!found.has(provinceCode(match.ine))) found.set(provinceCode(match.ine), match.ine);
    }
    if (ine && !found.has(provinceCode(ine))) found.set(provinceCode(ine), ine);
    return found;
  }, [matches, ine]);
  const provinces = useQueries({
    queries: [...byProvince.values()].map((each) => provinceQueryOptions(each)),
    combine: (results) => results.map((result) => result.data),
  });
  const provinceByCode = new Map<string, Province>();
  [...byProvince.keys()].forEach((code, at) => {
    const province = provinces[at];
    if (province) provinceByCode.set(code, province);
  });
  const matchCodes = [...new Set((matches ?? []).map((match) => provinceCode(match.ine)))];
  const singleProvince = matchCodes.length <= 1;
  // The province the address is in: the matches' only one, else the chosen locality's.
  const chosenMatch = matches?.find((match) => match.ine === ine);
  const provinceCodeOfAddress =
    matchCodes.length === 1 ? matchCodes[0] : chosenMatch ? provinceCode(chosenMatch.ine) : '';
  const addressProvince = provinceCodeOfAddress
    ? provinceByCode.get(provinceCodeOfAddress)
    : undefined;

  const setIfChanged = (field: AddressField, value: string) => {
    if (getValues(path(field)) !== value) {
      setValue(path(field), value, { shouldDirty: true });
    }
  };
  const clearErrors = useClearErrorOnChange([path('poblacio'), path('ine'), path('state')]);

  // A new lookup's answer (spec 3 point 4, "Address").
  useEffect(() => {
    if (!matches) return;
    const current = getValues(path('ine')) as string;
    const single = matches.length === 1 ? matches[0] : undefined;
    if (single) {
      setIfChanged('ine', single.ine);
      setIfChanged('poblacio', single.city);
      clearErrors();
    } else if (!matches.some((match) => match.ine === current)) {
      setIfChanged('ine', '');
      setIfChanged('poblacio', '');
      if (matches.length === 0 || new Set(matches.map((m) => provinceCode(m.ine))).size > 1) {
        setIfChanged('state', '');
      }
    }
    // Only a new answer changes the address; the setters are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matches]);

  // The province once known: from the only province of the matches, or the chosen locality's.
  const addressProvinceId = addressProvince?.id;
  useEffect(() => {
    if (!matches || addressProvinceId === undefined) return;
    setIfChanged('state', addressProvinceId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matches, addressProvinceId]);

  // Busy until the lookup's answer is in the fields: its only locality chosen (another one
  // cleared), and the province of its localities, once known, filled in.
  const only = matches?.length === 1 ? matches[0] : undefined;
  const localityPending = only
    ? ine !== only.ine || poblacio !== only.city
    : ine !== '' && matches !== undefined && !matches.some((match) => match.ine === ine);
  const provincePending = matchCodes.length === 1 && state !== addressProvince?.id;
  const busy = searching || localityPending || provincePending;

  const chosenProvinceCode = singleProvince
    ? undefined
    : [...provinceByCode.entries()].find(([, province]) => province.id === state)?.[0];
  const localities: Municipality[] =
    matches?.filter(
      (match) => chosenProvinceCode === undefined || provinceCode(match.ine) === chosenProvinceCode,
    ) ?? (ine && poblacio ? [{ city: poblacio, ine }] : []);

  const status = searching
    ? t('forms:address.searching')
    : matches?.length === 0
      ? t('forms:address.noLocalities')
      : matches && matches.length > 1
        ? t('forms:address.severalLocalities')
        : '';

  return (
    <Box component="fieldset" aria-busy={busy} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 2, p: 0 }}>
        {legend}
      </Typography>
      <Box role="status" aria-live="polite" id={statusId} sx={visuallyHidden}>
        {status}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            name={path('dp')}
            label={t('forms:address.fields.dp')}
            required
            inputMode="numeric"
            autoComplete={supply ? 'off' : 'billing postal-code'}
            transform={(text) => text.replace(/\D/g, '').slice(0, 5)}
            hint={
              matches?.length === 0 ? t('forms:address.noLocalities') : t('forms:address.hints.dp')
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField
            name={path('ine')}
            errorNames={[path('poblacio')]}
            label={t('forms:address.fields.poblacio')}
            required
            options={localities.map((match) => ({ value: match.ine, label: match.city }))}
            placeholder={
              localities.length === 1 && ine ? undefined : t('forms:address.chooseLocality')
            }
            emptyValue=""
            hint={
              searching
                ? t('forms:address.searching')
                : matches?.length === 0
                  ? t('forms:address.noLocalities')
                  : localities.length === 0
                    ? t('forms:address.typeZipcode')
                    : undefined
            }
            onChosen={(chosenIne) => {
              const chosen = localities.find((match) => match.ine === chosenIne);
              setIfChanged('poblacio', chosen?.city ?? '');
              const province = chosenIne ? provinceByCode.get(provinceCode(chosenIne)) : undefined;
              if (province) setIfChanged('state', province.id);
              clearErrors();
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {singleProvince ? (
            <ProvinceReadOnly
              name={path('state')}
              label={t('forms:address.fields.state')}
              value={
                [...provinceByCode.values()].find((province) => province.id === state)?.name ?? ''
              }
              required={supply}
              hint={t('forms:address.hints.state')}
            />
          ) : (
            <FormSelectField
              name={path('state')}
              label={t('forms:address.fields.state')}
              required={supply}
              emptyValue=""
              placeholder={t('forms:address.chooseProvince')}
              options={matchCodes.flatMap((code) => {
                const province = provinceByCode.get(code);
                return province ? [{ value: province.id, label: province.name }] : [];
              })}
              onChosen={(stateId) => {
                const code = [...provinceByCode.entries()].find(
                  ([, province]) => province.id === stateId,
                )?.[0];
                const currentIne = getValues(path('ine')) as string;
                if (currentIne && provinceCode(currentIne) !== code) {
                  setIfChanged('ine', '');
                  setIfChanged('poblacio', '');
                }
              }}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField
            name={path('tv')}
            label={t('forms:address.fields.tv')}
            required
            emptyValue=""
            placeholder={t('forms:address.chooseStreetType')}
            options={(streetTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField
            name={path('nv')}
            label={t('forms:address.fields.nv')}
            required
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField
            name={path('pnp')}
            label={t('forms:address.fields.pnp')}
            required
            autoComplete="off"
          />
        </Grid>
        {(['bq', 'es', 'pt', 'pu'] as const).map((field) => (
          <Grid key={field} size={{ xs: 12, md: field === 'bq' ? 3 : 2 }}>
            <FormTextField
              name={path(field)}
              label={t(`forms:address.fields.${field}`)}
              autoComplete="off"
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name={path('ref_catastral')}
            label={t('forms:address.fields.ref_catastral')}
            hint={t('forms:address.hints.ref_catastral')}
            autoComplete="off"
            spellCheck={false}
            transform={normalizeCadastralReference}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name={path('aclarador')}
            label={t('forms:address.fields.aclarador')}
            hint={t('forms:address.hints.aclarador')}
            autoComplete="off"
          />
        </Grid>
      </Grid>
    </Box>
  );
}

/**
 * The province filled in from the postal code: read-only (announced as such), showing the name of
 * the province whose id the form holds; focused when the form puts an error on it.
 */
function ProvinceReadOnly(props: {
  name: string;
  label: string;
  value: string;
  required: boolean;
  hint: string;
}) {
  const { field } = useController({ name: props.name });
  const errorText = useFieldErrorText(props.name);
  return (
    <TextInput
      label={props.label}
      value={props.value}
      readOnly
      required={props.required}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText ?? props.hint}
    />
  );
}
