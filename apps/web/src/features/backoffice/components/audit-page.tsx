import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AuditEntry, AuditQuery } from '@portal/domain/schemas/audit';
import { auditExportQuerySchema } from '@portal/domain/schemas/audit';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { TextInput } from '@/components/form/text-input';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { EmailAddress } from '@/components/ui/email-address';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { type Lang, useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { type AuditFilters, useDownloadAuditCsv } from '../api/download-audit-csv';
import { useAudit } from '../api/get-audit';
import {
  type AdminTexts,
  formatDateTime,
  settingValueText,
  useAdminTexts,
} from '../utils/admin-texts';
import { AdminOnly } from './admin-only';
import { SecondaryLine } from './secondary-line';

export const AUDIT_PAGE_SIZE = 25;
const filterNames = ['staff', 'action', 'target', 'from', 'to'] as const;
type FilterName = (typeof filterNames)[number];
type FilterValues = Record<FilterName, string>;

function readFilters(search: URLSearchParams): FilterValues & { offset: number } {
  const values = Object.fromEntries(
    filterNames.map((name) => [name, search.get(name) ?? '']),
  ) as FilterValues;
  const offset = Number(search.get('offset'));
  return { ...values, offset: Number.isInteger(offset) && offset > 0 ? offset : 0 };
}

const activeFilters = (values: FilterValues): AuditFilters =>
  Object.fromEntries(
    filterNames.filter((name) => values[name]).map((name) => [name, values[name]]),
  );

/**
 * The audit trail (issue 27 point 3): every staff action, newest first, filtered by who, what, on
 * what and when, a page at a time, and downloaded as CSV under the same filters. The filters live
 * in the address.
 */
export function AuditPage() {
  const t = useAdminTexts();
  return (
    <AdminOnly title={t('backoffice-admin:audit.title')}>
      <AuditScreen />
    </AdminOnly>
  );
}

function AuditScreen() {
  const t = useAdminTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const applied = readFilters(new URLSearchParams(location.search));
  const query: AuditQuery = {
    ...activeFilters(applied),
    offset: applied.offset,
    limit: AUDIT_PAGE_SIZE,
  };
  const audit = useAudit(query);
  const download = useDownloadAuditCsv();
  const go = (values: FilterValues, offset: number) => {
    const search = new URLSearchParams(activeFilters(values) as Record<string, string>);
    if (offset > 0) search.set('offset', String(offset));
    void navigate({ search: search.toString() ? `?${search}` : '' });
  };
  const fieldErrors = isApiError(audit.error) ? audit.error.fieldErrors : {};

  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 1, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {t('backoffice-admin:audit.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('backoffice-admin:audit.intro')}</Typography>
      <FilterForm
        // A new address (back, forward, a link) brings its filters into the form.
        key={location.search}
        applied={applied}
        serverErrors={fieldErrors}
        onApply={(values) => go(values, 0)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button
          variant="outlined"
          loading={download.isPending}
          onClick={() => download.mutate(activeFilters(applied))}
        >
          {t('backoffice-admin:audit.download')}
        </Button>
        {download.isError && (
          <Typography role="alert" color="error" variant="body2">
            {t('backoffice-admin:audit.downloadError')} {requestErrorText(t, download.error)}
          </Typography>
        )}
      </Box>
      {audit.isError && !audit.data ? (
        Object.keys(fieldErrors).length > 0 ? (
          <Alert severity="error">{t('backoffice-admin:audit.badFilters')}</Alert>
        ) : (
          <RetryAlert onRetry={() => void audit.refetch()}>
            {t('backoffice-admin:audit.loadError')} {requestErrorText(t, audit.error)}
          </RetryAlert>
        )
      ) : !audit.data ? (
        <ContentPlaceholder />
      ) : (
        <AuditResults
          entries={audit.data.items}
          offset={audit.data.offset}
          total={audit.data.n_items}
          filtered={Object.keys(activeFilters(applied)).length > 0}
          onPage={(offset) => go(applied, offset)}
        />
      )}
    </>
  );
}

const filtersFormSchema = z.pipe(
  z.transform((values: FilterValues) => activeFilters(values)),
  auditExportQuerySchema,
);

function FilterForm({
  applied,
  serverErrors,
  onApply,
}: {
  applied: FilterValues;
  serverErrors: Record<string, readonly string[]>;
  onApply: (values: FilterValues) => void;
}) {
  const t = useAdminTexts();
  const headingId = useId();
  const [values, setValues] = useState<FilterValues>(applied);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const shown = { ...serverErrors, ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = filtersFormSchema.safeParse(values);
    if (!result.success) {
      const found: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        (found[String(issue.path[0] ?? 'to')] ??= []).push(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onApply(values);
  };
  const errorOf = (name: FilterName) =>
    shown[name]?.some((code) => code === 'date_range_invalid')
      ? t('backoffice-admin:audit.errors.range')
      : shown[name]?.length
        ? t(`backoffice-admin:audit.errors.${name === 'from' || name === 'to' ? 'date' : 'text'}`)
        : undefined;
  const input = (name: FilterName, extra: { type?: string; helperText?: string } = {}) => (
    <TextInput
      size="small"
      label={t(`backoffice-admin:audit.filters.${name}`)}
      name={name}
      type={extra.type ?? 'text'}
      filled={extra.type === 'date' || undefined}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? extra.helperText}
    />
  );
  return (
    <Box
      component="form"
      role="search"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
        mb: 2,
        alignItems: 'start',
      }}
    >
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t('backoffice-admin:audit.filtersHeading')}
      </Typography>
      {input('staff', { type: 'email' })}
      {input('action', { helperText: t('backoffice-admin:audit.actionHint') })}
      {input('target', { helperText: t('backoffice-admin:audit.targetHint') })}
      {input('from', { type: 'date' })}
      {input('to', { type: 'date' })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'center' }}>
        <Button type="submit" variant="contained">
          {t('backoffice-admin:audit.apply')}
        </Button>
        <Button
          onClick={() => {
            const cleared = { staff: '', action: '', target: '', from: '', to: '' };
            setValues(cleared);
            setErrors({});
            onApply(cleared);
          }}
        >
          {t('backoffice-admin:audit.clear')}
        </Button>
      </Box>
    </Box>
  );
}

type Column = 'action' | 'at' | 'staff' | 'via' | 'target' | 'details' | 'address';

function AuditResults({
  entries,
  offset,
  total,
  filtered,
  onPage,
}: {
  entries: readonly AuditEntry[];
  offset: number;
  total: number;
  filtered: boolean;
  onPage: (offset: number) => void;
}) {
  const t = useAdminTexts();
  const lang = useLang();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  if (entries.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status">
          {filtered ? t('backoffice-admin:audit.emptyFiltered') : t('backoffice-admin:audit.empty')}
        </Typography>
      </Paper>
    );
  }
  const columns: RecordColumn<Column>[] = [
    { key: 'action', label: t('backoffice-admin:audit.columns.action'), nowrap: true },
    { key: 'at', label: t('backoffice-admin:audit.columns.at'), nowrap: true },
    { key: 'staff', label: t('backoffice-admin:audit.columns.staff') },
    { key: 'via', label: t('backoffice-admin:audit.columns.via') },
    { key: 'target', label: t('backoffice-admin:audit.columns.target'), breakAnywhere: true },
    { key: 'details', label: t('backoffice-admin:audit.columns.details') },
    { key: 'address', label: t('backoffice-admin:audit.columns.address') },
  ];
  const to = offset + entries.length;
  return (
    <>
      <RecordList
        label={t('backoffice-admin:audit.listLabel')}
        columns={columns}
        rows={entries.map((entry) => auditRow(t, lang, entry))}
        rowHeader="action"
        cardFooter="details"
        asCards={!wide}
        table={{ size: 'small' }}
      />
      <Box
        component="nav"
        aria-label={t('backoffice-admin:audit.pages')}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 2 }}
      >
        <Typography variant="body2" sx={{ mr: 'auto' }}>
          {t('backoffice-admin:audit.range', { from: offset + 1, to, total })}
        </Typography>
        <Button
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - AUDIT_PAGE_SIZE))}
        >
          {t('backoffice-admin:audit.previous')}
        </Button>
        <Button disabled={to >= total} onClick={() => onPage(offset + AUDIT_PAGE_SIZE)}>
          {t('backoffice-admin:audit.next')}
        </Button>
      </Box>
    </>
  );
}

function auditRow(t: AdminTexts, lang: Lang, entry: AuditEntry): RecordRow<Column> {
  const action = actionText(t, entry.action);
  return {
    key: entry.id,
    title: action,
    cells: {
      action: (
        <>
          {action}
          {action !== entry.action && (
            <SecondaryLine>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {entry.action}
              </Box>
            </SecondaryLine>
          )}
        </>
      ),
      at: <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
      staff: (
        <>
          <EmailAddress address={entry.staff_email} />
          <SecondaryLine>
            {t(`backoffice:frame.roles.${entry.staff_role as 'agent'}`, {
              defaultValue: entry.staff_role,
            })}
          </SecondaryLine>
        </>
      ),
      via: viaText(t, entry.via),
      target: <AuditTarget t={t} lang={lang} target={entry.target} />,
      details: <AuditDetails t={t} details={entry.details} />,
      address: (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {entry.address}
          </Box>
          {entry.user_agent && (
            <SecondaryLine>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {entry.user_agent}
              </Box>
            </SecondaryLine>
          )}
        </>
      ),
    },
  };
}

/** The action in words; one without a text yet (a new call) shows its code. */
function actionText(t: AdminTexts, action: string): string {
  return t(`backoffice-admin:audit.actions.${action as 'staff.sign_in'}`, { defaultValue: action });
}

const CUSTOMER_TARGET = /^customer:([0-9a-f-]{36})$/;

/** What the action was done on; a customer links to their page in the back office. */
function AuditTarget({ t, lang, target }: { t: AdminTexts; lang: Lang; target: string | null }) {
  if (!target) return <>{t('backoffice-admin:values.empty')}</>;
  const customerId = CUSTOMER_TARGET.exec(target)?.[1];
  if (!customerId) {
    return (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {target}
      </Box>
    );
  }
  return (
    <Link component={RouterLink} to={pathFor('backofficeCustomer', lang, { id: customerId })}>
      {t('backoffice-admin:audit.customerTarget', { id: customerId.slice(0, 8) })}
    </Link>
  );
}

function viaText(t: AdminTexts, via: string): string {
  if (via === 'session') return t('backoffice-admin:audit.via.session');
  const token = /^api_token:(.+)$/.exec(via)?.[1];
  return token ? t('backoffice-admin:audit.via.apiToken', { id: token }) : via;
}

const isChange = (value: unknown): value is { before: unknown; after: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'before' in value &&
  'after' in value &&
  Object.keys(value).length === 2;

/** The entry's details: a change as "field: before → after", anything else as "field: value". */
function AuditDetails({ t, details }: { t: AdminTexts; details: AuditEntry['details'] }) {
  const items = Object.entries(details ?? {});
  if (items.length === 0) return <>{t('backoffice-admin:values.empty')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {items.map(([field, value]) => (
        <li key={field}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {field}
          </Box>
          {': '}
          {isChange(value) ? (
            <>
              {settingValueText(t, value.before)}
              {' → '}
              <strong>{settingValueText(t, value.after)}</strong>
            </>
          ) : (
            settingValueText(t, value)
          )}
        </li>
      ))}
    </Box>
  );
}
