import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { newStaffBodySchema, type StaffListItem } from '@portal/domain/schemas/staff';
import { staffRoles } from '@portal/domain/staff-roles';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { type NewStaffBody, useCreateStaff } from '../api/create-staff';
import { useStaffList } from '../api/get-staff-list';
import { type AdminTexts, formatDateTime, useAdminTexts } from '../utils/admin-texts';
import { AdminOnly } from './admin-only';
import { CopyableSecret } from './copyable-secret';
import { SecondaryLine } from './secondary-line';

/**
 * The staff accounts (issue 27 point 2, admins): who has an account, their role, second factor and
 * latest sign-in; an admin adds one and hands over the single-use link that sets its password.
 */
export function StaffPage() {
  const t = useAdminTexts();
  return (
    <AdminOnly title={t('backoffice-admin:staff.title')}>
      <StaffScreen />
    </AdminOnly>
  );
}

function StaffScreen() {
  const t = useAdminTexts();
  const list = useStaffList(true);
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {t('backoffice-admin:staff.title')}
      </Typography>
      <NewStaffForm />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('backoffice-admin:staff.listHeading')}
      </Typography>
      {list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>
          {t('backoffice-admin:staff.loadError')} {requestErrorText(t, list.error)}
        </RetryAlert>
      ) : !list.data ? (
        <ContentPlaceholder />
      ) : (
        <StaffList members={list.data.items} />
      )}
    </>
  );
}

type Column = 'name' | 'email' | 'role' | 'secondFactor' | 'created' | 'lastSignIn';

function StaffList({ members }: { members: readonly StaffListItem[] }) {
  const t = useAdminTexts();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const columns: RecordColumn<Column>[] = [
    { key: 'name', label: t('backoffice-admin:staff.columns.name') },
    { key: 'email', label: t('backoffice-admin:staff.columns.email'), breakAnywhere: true },
    { key: 'role', label: t('backoffice-admin:staff.columns.role') },
    { key: 'secondFactor', label: t('backoffice-admin:staff.columns.secondFactor') },
    { key: 'created', label: t('backoffice-admin:staff.columns.created'), nowrap: true },
    { key: 'lastSignIn', label: t('backoffice-admin:staff.columns.lastSignIn'), nowrap: true },
  ];
  return (
    <RecordList
      label={t('backoffice-admin:staff.listLabel')}
      columns={columns}
      rows={members.map((member) => staffRow(t, member))}
      rowHeader="name"
      asCards={!wide}
      table={{ size: 'small' }}
    />
  );
}

function staffRow(t: AdminTexts, member: StaffListItem): RecordRow<Column> {
  return {
    key: member.id,
    title: member.name,
    cells: {
      name: (
        <>
          {member.name}
          {member.disabled && <SecondaryLine>{t('backoffice-admin:staff.disabled')}</SecondaryLine>}
        </>
      ),
      email: member.email,
      role: t(`backoffice:frame.roles.${member.role}`),
      secondFactor: member.second_factor
        ? t('backoffice-admin:staff.secondFactorOn')
        : t('backoffice-admin:staff.secondFactorOff'),
      created: <time dateTime={member.created_at}>{formatDateTime(member.created_at)}</time>,
      lastSignIn: member.last_sign_in_at ? (
        <time dateTime={member.last_sign_in_at}>{formatDateTime(member.last_sign_in_at)}</time>
      ) : (
        t('backoffice-admin:staff.neverSignedIn')
      ),
    },
  };
}

const staffFields = ['email', 'name', 'role', 'language'] as const;

function NewStaffForm() {
  const t = useAdminTexts();
  const headingId = useId();
  const create = useCreateStaff();
  const [created, setCreated] = useState<{ email: string; link: string } | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<NewStaffBody>({
    resolver: zodResolver(newStaffBodySchema),
    defaultValues: { email: '', name: '', role: 'agent', language: 'es' },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) => {
    setRequestError(null);
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreated({ email: answer.staff.email, link: answer.password_link });
        reset();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'user_already_exists') {
          setError('email', { message: 'email_in_use' }, { shouldFocus: true });
        } else if (!setServerFieldErrors(error, staffFields, setError)) {
          setRequestError(requestErrorText(t, error));
        }
      },
    });
  });
  const { ref: emailRef, ...email } = register('email');
  const { ref: nameRef, ...name } = register('name');
  const { ref: roleRef, ...role } = register('role');
  const { ref: languageRef, ...language } = register('language');
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('backoffice-admin:staff.addHeading')}
      </Typography>
      {created && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setCreated(null)}>
          <Typography sx={{ mb: 1 }}>
            {t('backoffice-admin:staff.created', { email: created.email })}
          </Typography>
          <CopyableSecret label={t('backoffice-admin:staff.passwordLink')} value={created.link} />
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
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <TextInput
          {...email}
          inputRef={emailRef}
          type="email"
          autoComplete="off"
          required
          label={t('backoffice-admin:staff.fields.email')}
          error={Boolean(errors.email)}
          helperText={fieldErrorText(t, errors.email?.message)}
        />
        <TextInput
          {...name}
          inputRef={nameRef}
          required
          autoComplete="off"
          label={t('backoffice-admin:staff.fields.name')}
          error={Boolean(errors.name)}
          helperText={fieldErrorText(t, errors.name?.message)}
        />
        <SelectInput
          {...role}
          inputRef={roleRef}
          label={t('backoffice-admin:staff.fields.role')}
          error={Boolean(errors.role)}
          helperText={fieldErrorText(t, errors.role?.message)}
        >
          {staffRoles.map((value) => (
            <option key={value} value={value}>
              {t(`backoffice:frame.roles.${value}`)}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          {...language}
          inputRef={languageRef}
          label={t('backoffice-admin:staff.fields.language')}
          error={Boolean(errors.language)}
          helperText={fieldErrorText(t, errors.language?.message)}
        >
          {(['es', 'ca', 'en'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`backoffice-admin:languages.${value}`)}
            </option>
          ))}
        </SelectInput>
        <Box>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('backoffice-admin:staff.add')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
