import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BackofficeSettings } from '@portal/domain/schemas/settings';
import { useCallback, useState } from 'react';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSaveAdminSettings } from '../api/save-admin-settings';
import { useAdminTexts } from '../utils/admin-texts';
import { settingChangeLabel } from '../utils/setting-texts';
import {
  draftChanges,
  draftErrors,
  draftPatch,
  errorField,
  readPath,
  settingsGroups,
  writePath,
} from '../utils/settings-fields';
import { AdminOnly } from './admin-only';
import { FlagsSection, GroupFields, groupErrors } from './settings-inputs';
import { ReviewDialog } from './settings-review-dialog';

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
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {errorFields.map((name) => settingChangeLabel(t, name)).join('; ')}
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
        <Typography role="status" sx={{ mr: 'auto', width: { xs: '100%', sm: 'auto' } }}>
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
