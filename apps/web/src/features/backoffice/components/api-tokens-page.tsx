import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ApiToken, apiTokenBodySchema } from '@portal/domain/schemas/staff';
import { staffRoles, type StaffRole } from '@portal/domain/staff-roles';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { type ApiTokenBody, useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { type AdminTexts, formatDateTime, useAdminTexts } from '../utils/admin-texts';
import { hasRole } from '../utils/navigation';
import { useStaffSession } from '../utils/staff-session';
import { CopyableSecret } from './copyable-secret';
import { SecondaryLine } from './secondary-line';

/**
 * Personal API tokens (issue 27 point 1), for every staff member: their own (an admin sees
 * everyone's, with the owner), a new one of a role no higher than theirs shown once, and revoking
 * one after a confirmation.
 */
export function ApiTokensPage() {
  const t = useAdminTexts();
  const tokens = useApiTokens();
  const role = useStaffSession()?.staff.role ?? 'agent';
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 1, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {t('backoffice-admin:tokens.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('backoffice-admin:tokens.intro')}</Typography>
      <NewTokenForm role={role} />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {role === 'admin'
          ? t('backoffice-admin:tokens.everyonesHeading')
          : t('backoffice-admin:tokens.ownHeading')}
      </Typography>
      {tokens.isError && !tokens.data ? (
        <RetryAlert onRetry={() => void tokens.refetch()}>
          {t('backoffice-admin:tokens.loadError')} {requestErrorText(t, tokens.error)}
        </RetryAlert>
      ) : !tokens.data ? (
        <ContentPlaceholder />
      ) : (
        <TokenList tokens={tokens.data.items} showOwner={role === 'admin'} />
      )}
    </>
  );
}

function NewTokenForm({ role }: { role: StaffRole }) {
  const t = useAdminTexts();
  const headingId = useId();
  const create = useCreateApiToken();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ApiTokenBody>({
    resolver: zodResolver(apiTokenBodySchema),
    defaultValues: { name: '', role },
  });
  const submit = handleSubmit((body) => {
    setRequestError(null);
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreated({ name: answer.name, token: answer.token });
        reset({ name: '', role });
      },
      onError: (error) => {
        if (!setServerFieldErrors(error, ['name', 'role'], setError)) {
          setRequestError(requestErrorText(t, error));
        }
      },
    });
  });
  const { ref: nameRef, ...name } = register('name');
  const { ref: roleRef, ...roleField } = register('role');
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('backoffice-admin:tokens.newHeading')}
      </Typography>
      {created && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setCreated(null)}>
          <Typography sx={{ mb: 1 }}>
            {t('backoffice-admin:tokens.created', { name: created.name })}
          </Typography>
          <CopyableSecret label={t('backoffice-admin:tokens.secret')} value={created.token} />
        </Alert>
      )}
      {requestError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {requestError}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <TextInput
          {...name}
          inputRef={nameRef}
          required
          autoComplete="off"
          label={t('backoffice-admin:tokens.fields.name')}
          error={Boolean(formState.errors.name)}
          helperText={
            fieldErrorText(t, formState.errors.name?.message) ??
            t('backoffice-admin:tokens.nameHint')
          }
        />
        <SelectInput
          {...roleField}
          inputRef={roleRef}
          label={t('backoffice-admin:tokens.fields.role')}
          error={Boolean(formState.errors.role)}
          helperText={fieldErrorText(t, formState.errors.role?.message)}
        >
          {staffRoles
            .filter((value) => hasRole(role, value))
            .map((value) => (
              <option key={value} value={value}>
                {t(`backoffice:frame.roles.${value}`)}
              </option>
            ))}
        </SelectInput>
        <Box sx={{ pt: { md: 1 } }}>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('backoffice-admin:tokens.create')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

type Column = 'name' | 'owner' | 'role' | 'created' | 'lastUsed' | 'state' | 'actions';

function TokenList({ tokens, showOwner }: { tokens: readonly ApiToken[]; showOwner: boolean }) {
  const t = useAdminTexts();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  // The token stays named while its dialog closes.
  const [revoking, setRevoking] = useState<{ token: ApiToken; open: boolean } | null>(null);
  if (tokens.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status">{t('backoffice-admin:tokens.empty')}</Typography>
      </Paper>
    );
  }
  const columns: RecordColumn<Column>[] = [
    { key: 'name', label: t('backoffice-admin:tokens.columns.name') },
    ...(showOwner
      ? [
          {
            key: 'owner' as const,
            label: t('backoffice-admin:tokens.columns.owner'),
            breakAnywhere: true,
          },
        ]
      : []),
    { key: 'role', label: t('backoffice-admin:tokens.columns.role') },
    { key: 'created', label: t('backoffice-admin:tokens.columns.created'), nowrap: true },
    { key: 'lastUsed', label: t('backoffice-admin:tokens.columns.lastUsed'), nowrap: true },
    { key: 'state', label: t('backoffice-admin:tokens.columns.state') },
    { key: 'actions', label: t('backoffice-admin:tokens.columns.actions') },
  ];
  return (
    <>
      <RecordList
        label={t('backoffice-admin:tokens.listLabel')}
        columns={columns}
        rows={tokens.map((token) => tokenRow(t, token, () => setRevoking({ token, open: true })))}
        rowHeader="name"
        cardFooter="actions"
        asCards={!wide}
        table={{ size: 'small' }}
      />
      {revoking && (
        <RevokeDialog
          token={revoking.token}
          open={revoking.open}
          onClose={() => setRevoking({ ...revoking, open: false })}
        />
      )}
    </>
  );
}

function tokenRow(t: AdminTexts, token: ApiToken, onRevoke: () => void): RecordRow<Column> {
  return {
    key: token.id,
    title: token.name,
    cells: {
      name: token.name,
      owner: (
        <>
          {token.owner.name}
          <SecondaryLine>{token.owner.email}</SecondaryLine>
        </>
      ),
      role: t(`backoffice:frame.roles.${token.role}`),
      created: <time dateTime={token.created_at}>{formatDateTime(token.created_at)}</time>,
      lastUsed: token.last_used_at ? (
        <time dateTime={token.last_used_at}>{formatDateTime(token.last_used_at)}</time>
      ) : (
        t('backoffice-admin:tokens.neverUsed')
      ),
      state: token.revoked_at
        ? t('backoffice-admin:tokens.revokedOn', { date: formatDateTime(token.revoked_at) })
        : t('backoffice-admin:tokens.active'),
      actions: token.revoked_at ? null : (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={onRevoke}
          aria-label={t('backoffice-admin:tokens.revokeOf', { name: token.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('backoffice-admin:tokens.revoke')}
        </Button>
      ),
    },
  };
}

function RevokeDialog({
  token,
  open,
  onClose,
}: {
  token: ApiToken;
  open: boolean;
  onClose: () => void;
}) {
  const t = useAdminTexts();
  const toast = useToast();
  const revoke = useRevokeApiToken();
  const titleId = useId();
  const textId = useId();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={revoke.isPending ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('backoffice-admin:tokens.revokeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('backoffice-admin:tokens.revokeText', { name: token.name })}
        </DialogContentText>
        {revoke.isError && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {requestErrorText(t, revoke.error)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={revoke.isPending}>
          {t('backoffice-admin:tokens.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(token.id, {
              onSuccess: () => {
                toast(t('backoffice-admin:tokens.revoked', { name: token.name }));
                close();
              },
            })
          }
        >
          {t('backoffice-admin:tokens.confirmRevoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
