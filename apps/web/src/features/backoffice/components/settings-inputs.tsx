import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { BackofficeSettings } from '@portal/domain/schemas/settings';
import { memo, useId, useState } from 'react';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { type AdminTexts, useAdminTexts } from '../utils/admin-texts';
import {
  settingGroupLabel,
  settingHint,
  settingLabel,
  settingOptionText,
} from '../utils/setting-texts';
import {
  type SettingField,
  type SettingsGroup,
  featureFlagNames,
  readPath,
} from '../utils/settings-fields';

/*
 * The settings editor's fields, one per leaf of the settings' schemas (utils/settings-fields.ts),
 * labelled by their texts (utils/setting-texts.ts), and the flags' switches.
 */

function errorText(t: AdminTexts, codes: readonly string[] | undefined, field?: SettingField) {
  if (!codes || codes.length === 0) return undefined;
  const bounds =
    field?.kind === 'number'
      ? { min: field.min ?? '', max: field.max ?? '' }
      : { min: '', max: '' };
  return codes
    .map((code) => {
      switch (code) {
        case 'too_small':
          return field?.kind === 'number' && field.min !== undefined
            ? t('backoffice-admin:settings.errors.tooSmall', bounds)
            : t('backoffice-admin:settings.errors.required');
        case 'too_big':
          return field?.kind === 'number' && field.max !== undefined
            ? t('backoffice-admin:settings.errors.tooBig', bounds)
            : t('backoffice-admin:settings.errors.tooLong');
        case 'invalid_type':
          return field?.kind === 'number'
            ? t('backoffice-admin:settings.errors.number')
            : t('backoffice-admin:settings.errors.invalid');
        case 'same_origin_path':
          return t('backoffice-admin:settings.errors.sameOriginPath');
        case 'unknown_field':
          return t('backoffice-admin:settings.errors.unknownField');
        default:
          return t('backoffice-admin:settings.errors.invalid');
      }
    })
    .filter((text, index, texts) => texts.indexOf(text) === index)
    .join(' ');
}

export function FlagsSection({
  draft,
  saved,
  onChange,
}: {
  draft: BackofficeSettings;
  saved: BackofficeSettings;
  onChange: (field: string, value: unknown) => void;
}) {
  const t = useAdminTexts();
  return (
    <Box component="section" aria-labelledby="settings-flags">
      <Typography id="settings-flags" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {t('backoffice-admin:settings.sections.flags')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('backoffice-admin:settings.sections.flagsHint')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        {featureFlagNames.map((name) => (
          <BooleanField
            key={name}
            label={settingLabel(t, `feature_flags.${name}`)}
            hint={settingHint(t, `feature_flags.${name}`)}
            checked={draft.feature_flags[name]}
            previous={saved.feature_flags[name]}
            onChange={(checked) => onChange(`feature_flags.${name}`, checked)}
          />
        ))}
      </Paper>
    </Box>
  );
}

/** A flag's switch, with its value before the unsaved change. */
function BooleanField({
  label,
  hint,
  checked,
  previous,
  onChange,
}: {
  label: string;
  hint: string | undefined;
  checked: boolean;
  previous: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useAdminTexts();
  const hintId = useId();
  const stateId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: { 'aria-describedby': hint ? `${hintId} ${stateId}` : stateId },
            }}
          />
        }
        label={label}
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: 0, ml: 6 }}>
          {hint}
        </FormHelperText>
      )}
      <FormHelperText id={stateId} sx={{ mt: 0, ml: 6 }}>
        {checked === previous
          ? t(checked ? 'backoffice-admin:values.on' : 'backoffice-admin:values.off')
          : t('backoffice-admin:settings.wasBefore', {
              value: t(previous ? 'backoffice-admin:values.on' : 'backoffice-admin:values.off'),
            })}
      </FormHelperText>
    </Box>
  );
}

/** The errors of a group's fields, as one text per field, so that an unchanged group compares equal. */
export function groupErrors(
  errors: Record<string, readonly string[]>,
  group: SettingsGroup,
): string {
  const own = group.fields
    .map((field) => `${group.section}.${field.path}`)
    .filter((name) => errors[name]?.length)
    .map((name) => [name, errors[name]]);
  return JSON.stringify(Object.fromEntries(own));
}

export const GroupFields = memo(function GroupFields({
  group,
  values,
  errors: errorsText,
  onChange,
}: {
  group: SettingsGroup;
  /** The group's own values (the section's, for its top-level leaves). */
  values: unknown;
  /** `groupErrors` of the group. */
  errors: string;
  onChange: (field: string, value: unknown) => void;
}) {
  const t = useAdminTexts();
  const headingId = useId();
  const errors = JSON.parse(errorsText) as Record<string, readonly string[]>;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 2 }}>
        {settingGroupLabel(t, group.section, group.name)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        {group.fields.map((field) => {
          const name = `${group.section}.${field.path}`;
          const pathInGroup = group.name ? field.path.slice(group.name.length + 1) : field.path;
          return (
            <SettingInput
              key={name}
              field={field}
              label={settingLabel(t, name)}
              hint={settingHint(t, name)}
              value={readPath(values, pathInGroup)}
              error={errorText(t, errors[name], field)}
              onChange={(value) => onChange(name, value)}
            />
          );
        })}
      </Box>
    </Paper>
  );
});

/** A hint and what the field's kind adds to it (the range, "one per line"), as one text. */
const joinHints = (...hints: (string | undefined)[]) =>
  hints.filter(Boolean).join(' ') || undefined;

function SettingInput({
  field,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  field: SettingField;
  label: string;
  hint: string | undefined;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const t = useAdminTexts();
  const helperId = useId();
  switch (field.kind) {
    case 'boolean': {
      const helper = error ?? hint;
      return (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={value === true}
                onChange={(event) => onChange(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': helper ? helperId : undefined } }}
              />
            }
            label={label}
          />
          {helper && (
            <FormHelperText id={helperId} error={Boolean(error)} sx={{ mt: 0, ml: 6 }}>
              {helper}
            </FormHelperText>
          )}
        </Box>
      );
    }
    case 'number':
      return (
        <RawTextInput
          label={label}
          inputMode={field.integer ? 'numeric' : 'decimal'}
          initial={value === undefined || value === null ? '' : String(value)}
          parse={(text) => {
            const trimmed = text.trim().replace(',', '.');
            const number = Number(trimmed);
            // What is not a number stays as typed, for the schema to refuse.
            return trimmed !== '' && Number.isFinite(number) ? number : text;
          }}
          onChange={onChange}
          error={error}
          hint={joinHints(
            hint,
            field.min !== undefined && field.max !== undefined
              ? t('backoffice-admin:settings.between', { min: field.min, max: field.max })
              : undefined,
          )}
        />
      );
    case 'text':
      return (
        <TextInput
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) =>
            onChange(field.nullable && event.target.value === '' ? null : event.target.value)
          }
          error={Boolean(error)}
          helperText={
            error ??
            joinHints(hint, field.nullable ? t('backoffice-admin:settings.emptyIsNone') : undefined)
          }
        />
      );
    case 'select':
      return (
        <SelectInput
          label={label}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? hint}
        >
          {field.options.map((option) => (
            <option key={option} value={option}>
              {settingOptionText(t, option)}
            </option>
          ))}
        </SelectInput>
      );
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      const helper = error ?? hint;
      return (
        <Box
          component="fieldset"
          aria-describedby={helper ? helperId : undefined}
          sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {field.options.map((option) => (
              <FormControlLabel
                key={option}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? field.options.filter((o) => o === option || chosen.includes(o))
                          : chosen.filter((o) => o !== option),
                      )
                    }
                  />
                }
                label={settingOptionText(t, option)}
              />
            ))}
          </Box>
          {helper && (
            <FormHelperText id={helperId} error={Boolean(error)}>
              {helper}
            </FormHelperText>
          )}
        </Box>
      );
    }
    case 'list':
      return (
        <RawTextInput
          label={label}
          multiline
          initial={Array.isArray(value) ? value.join('\n') : ''}
          parse={(text) =>
            text
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
          }
          onChange={onChange}
          error={error}
          hint={joinHints(hint, t('backoffice-admin:settings.onePerLine'))}
        />
      );
    case 'fixed':
      return (
        <TextInput
          label={label}
          value={String(value ?? '')}
          readOnly
          helperText={joinHints(hint, t('backoffice-admin:settings.fixed'))}
        />
      );
  }
}

/**
 * A field whose text is not its value (a number being typed, a list one a line): the text stays as
 * typed, the value is read from it at each keystroke.
 */
function RawTextInput({
  label,
  initial,
  parse,
  onChange,
  error,
  hint,
  multiline = false,
  inputMode,
}: {
  label: string;
  initial: string;
  parse: (text: string) => unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  hint?: string | undefined;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal';
}) {
  const [text, setText] = useState(initial);
  return (
    <TextInput
      label={label}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      inputMode={inputMode}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
      error={Boolean(error)}
      helperText={error ?? hint}
    />
  );
}
