import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { BackofficeSettings } from '@portal/domain/schemas/settings';
import { memo, useCallback, useId, useState } from 'react';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSaveAdminSettings } from '../api/save-admin-settings';
import { type AdminTexts, settingValueText, useAdminTexts } from '../utils/admin-texts';
import {
  type DraftChange,
  type SettingField,
  type SettingsGroup,
  draftChanges,
  draftErrors,
  draftPatch,
  errorField,
  featureFlagNames,
  readPath,
  settingsGroups,
  writePath,
} from '../utils/settings-fields';
import { AdminOnly } from './admin-only';

/**
 * The settings and flags editor (issue 27 point 2): the flags as switches, the settings grouped and
 * typed as their schema has them, checked on the spot by the API's own schemas; the changes are
 * shown with their previous values before they are saved.
 */
export function SettingsPage() {
  const t = useAdminTexts();
  return (
    <AdminOnly title={t('backoffice-admin:settings.title')}>
      <SettingsScreen />
    </AdminOnly>
  );
}

function SettingsScreen() {
  const t = useAdminTexts();
  const settings = useAdminSettings(true);
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 1, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {t('backoffice-admin:settings.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('backoffice-admin:settings.intro')}</Typography>
      {settings.isError && !settings.data ? (
        <RetryAlert onRetry={() => void settings.refetch()}>
          {t('backoffice-admin:settings.loadError')} {requestErrorText(t, settings.error)}
        </RetryAlert>
      ) : !settings.data ? (
        <ContentPlaceholder />
      ) : (
        // A saved change gives a new start: the editor begins again from what the portal now serves.
        <SettingsEditor key={settings.dataUpdatedAt} saved={settings.data} />
      )}
    </>
  );
}

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

function SettingsEditor({ saved }: { saved: BackofficeSettings }) {
  const t = useAdminTexts();
  const toast = useToast();
  const save = useSaveAdminSettings();
  const [draft, setDraft] = useState(saved);
  const [serverErrors, setServerErrors] = useState<Record<string, readonly string[]>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  // Discarding starts the fields again from the saved values, the text being typed included.
  const [generation, setGeneration] = useState(0);
  const [requestError, setRequestError] = useState<string | null>(null);
  const changes = draftChanges(saved, draft);
  const clientErrors = draftErrors(draft);
  const errors = { ...serverErrors, ...(showErrors ? clientErrors : {}) };
  const errorFields = Object.keys(errors);

  // Stable, so that a group whose values did not change is not drawn again at each keystroke.
  const change = useCallback((field: string, value: unknown) => {
    const [section, ...rest] = field.split('.');
    const path = rest.join('.');
    setDraft((current) =>
      section === 'feature_flags'
        ? { ...current, feature_flags: { ...current.feature_flags, [path]: value } }
        : {
            ...current,
            [section!]: writePath(current[section as 'public' | 'private'], path, value),
          },
    );
    setServerErrors(({ [field]: _dropped, ...others }) => others);
    setRequestError(null);
  }, []);

  const review = () => {
    setShowErrors(true);
    if (Object.keys(clientErrors).length > 0) {
      document.getElementById('settings-errors')?.focus();
      return;
    }
    setReviewing(true);
  };

  const confirm = () =>
    save.mutate(draftPatch(saved, draft), {
      onSuccess: () => toast(t('backoffice-admin:settings.saved', { count: changes.length })),
      onError: (error) => {
        setReviewing(false);
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          setServerErrors(
            Object.fromEntries(
              Object.entries(error.fieldErrors).map(([name, codes]) => [errorField(name), codes]),
            ),
          );
        } else {
          setRequestError(requestErrorText(t, error));
        }
      },
    });

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), review())}>
      {requestError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('backoffice-admin:settings.saveError')} {requestError}
        </Alert>
      )}
      <Box id="settings-errors" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {errorFields.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('backoffice-admin:settings.hasErrors', { count: errorFields.length })}{' '}
            <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {errorFields.join(', ')}
            </Box>
          </Alert>
        )}
      </Box>
      <FlagsSection draft={draft} saved={saved} onChange={change} />
      {(['public', 'private'] as const).map((section) => (
        <Box
          component="section"
          key={section}
          aria-labelledby={`settings-${section}`}
          sx={{ mt: 4 }}
        >
          <Typography id={`settings-${section}`} variant="h5" component="h2" sx={{ mb: 0.5 }}>
            {t(`backoffice-admin:settings.sections.${section}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(`backoffice-admin:settings.sections.${section}Hint`)}
          </Typography>
          {settingsGroups
            .filter((group) => group.section === section)
            .map((group) => (
              <GroupFields
                key={`${section}.${group.name}.${generation}`}
                group={group}
                values={group.name ? readPath(draft[section], group.name) : draft[section]}
                errors={groupErrors(errors, group)}
                onChange={change}
              />
            ))}
        </Box>
      ))}
      <Paper
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: 0,
          mt: 3,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography role="status" sx={{ mr: 'auto' }}>
          {changes.length === 0
            ? t('backoffice-admin:settings.noChanges')
            : t('backoffice-admin:settings.changeCount', { count: changes.length })}
        </Typography>
        <Button
          disabled={changes.length === 0}
          onClick={() => {
            setDraft(saved);
            setServerErrors({});
            setShowErrors(false);
            setGeneration((current) => current + 1);
          }}
        >
          {t('backoffice-admin:settings.discard')}
        </Button>
        <Button type="submit" variant="contained" disabled={changes.length === 0}>
          {t('backoffice-admin:settings.review')}
        </Button>
      </Paper>
      <ReviewDialog
        open={reviewing}
        changes={changes}
        saving={save.isPending}
        onCancel={() => setReviewing(false)}
        onConfirm={confirm}
      />
    </Box>
  );
}

function FlagsSection({
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
            label={name}
            checked={draft.feature_flags[name]}
            previous={saved.feature_flags[name]}
            onChange={(checked) => onChange(`feature_flags.${name}`, checked)}
          />
        ))}
      </Paper>
    </Box>
  );
}

function BooleanField({
  label,
  checked,
  previous,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  previous: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const t = useAdminTexts();
  const helperId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helperId } }}
          />
        }
        label={
          <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {label}
          </Box>
        }
      />
      <FormHelperText id={helperId} error={Boolean(error)} sx={{ mt: 0, ml: 6 }}>
        {error ??
          (checked === previous
            ? t(checked ? 'backoffice-admin:values.on' : 'backoffice-admin:values.off')
            : t('backoffice-admin:settings.wasBefore', {
                value: t(previous ? 'backoffice-admin:values.on' : 'backoffice-admin:values.off'),
              }))}
      </FormHelperText>
    </Box>
  );
}

/** The errors of a group's fields, as one text per field, so that an unchanged group compares equal. */
function groupErrors(errors: Record<string, readonly string[]>, group: SettingsGroup): string {
  const own = group.fields
    .map((field) => `${group.section}.${field.path}`)
    .filter((name) => errors[name]?.length)
    .map((name) => [name, errors[name]]);
  return JSON.stringify(Object.fromEntries(own));
}

const GroupFields = memo(function GroupFields({
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
      <Typography
        id={headingId}
        variant="h6"
        component="h3"
        sx={{ mb: 2, fontFamily: group.name ? 'monospace' : undefined }}
      >
        {group.name || t('backoffice-admin:settings.general')}
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
          const label = group.name ? field.path.slice(group.name.length + 1) : field.path;
          return (
            <SettingInput
              key={name}
              field={field}
              label={label}
              value={group.name ? readPath(values, label) : readPath(values, field.path)}
              error={errorText(t, errors[name], field)}
              onChange={(value) => onChange(name, value)}
            />
          );
        })}
      </Box>
    </Paper>
  );
});

function SettingInput({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: SettingField;
  label: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const t = useAdminTexts();
  const legendId = useId();
  switch (field.kind) {
    case 'boolean':
      return (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={value === true}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
            label={
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {label}
              </Box>
            }
          />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
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
          hint={
            field.min !== undefined && field.max !== undefined
              ? t('backoffice-admin:settings.between', { min: field.min, max: field.max })
              : undefined
          }
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
            error ?? (field.nullable ? t('backoffice-admin:settings.emptyIsNone') : undefined)
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
          helperText={error}
        >
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectInput>
      );
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Box
          component="fieldset"
          aria-describedby={error ? `${legendId}-error` : undefined}
          sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
        >
          <Typography component="legend" id={legendId} variant="body2" sx={{ fontWeight: 600 }}>
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
                label={option}
              />
            ))}
          </Box>
          {error && (
            <FormHelperText id={`${legendId}-error`} error>
              {error}
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
          hint={t('backoffice-admin:settings.onePerLine')}
        />
      );
    case 'fixed':
      return (
        <TextInput
          label={label}
          value={String(value ?? '')}
          readOnly
          helperText={t('backoffice-admin:settings.fixed')}
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

function ReviewDialog({
  open,
  changes,
  saving,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  changes: readonly DraftChange[];
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useAdminTexts();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('backoffice-admin:settings.reviewTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {t('backoffice-admin:settings.reviewIntro', { count: changes.length })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('backoffice-admin:settings.changesLabel')}
          sx={{ pl: 2.5, m: 0 }}
        >
          {changes.map((item) => (
            <Box component="li" key={item.field} sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {item.field}
              </Box>
              {': '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                <ChangeValue value={item.before} />
              </Box>
              {' → '}
              <Box component="strong">
                <ChangeValue value={item.after} />
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('backoffice-admin:settings.back')}
        </Button>
        <Button variant="contained" loading={saving} onClick={onConfirm}>
          {t('backoffice-admin:settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ChangeValue({ value }: { value: unknown }) {
  const t = useAdminTexts();
  return <>{settingValueText(t, value)}</>;
}
