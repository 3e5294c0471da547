import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { formatEuros, formatKw } from '@portal/domain/format/units';
import { contractDisplayState } from '@portal/domain/rules/contract';
import { paymentStatusDisplay } from '@portal/domain/rules/invoice-status';
import type { CustomerPage as CustomerPageData } from '@portal/domain/schemas/backoffice-customers';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { SectionPanel } from '@/components/layout/section-panel';
import { DescriptionList } from '@/components/ui/description-list';
import { EmailAddress } from '@/components/ui/email-address';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { pathFor, useRouteParams } from '@/lib/paths';
import { useCustomer } from '../api/get-customer';
import { useViewAsCustomer } from '../api/view-as-customer';
import { type CustomerTexts, useCustomerTexts } from '../utils/customer-texts';
import { hasRole } from '../utils/navigation';
import { useStaffSession } from '../utils/staff-session';
import { DetailColumns, DetailFrame, isUuid } from './detail-frame';

/**
 * A customer's page (issue 27): who they are, their contracts, latest invoices, cases and
 * sign-ups, and for a supervisor the way into their portal, read-only. Each read of it is in the
 * audit trail (the server records it).
 */
export function CustomerPage() {
  const t = useCustomerTexts();
  const id = useRouteParams().id ?? '';
  const valid = isUuid(id);
  const shown = useCustomer(id, valid);
  return (
    <DetailFrame
      // The search's link keeps its text for the way back.
      back={{
        routeId: 'backofficeCustomers',
        stateKey: 'customers',
        label: t('backoffice-customers:customer.back'),
      }}
      valid={valid}
      shown={shown}
      texts={{
        notFound: t('backoffice-customers:customer.notFound'),
        loadError: t('backoffice-customers:customer.loadError'),
      }}
    >
      {(page) => <CustomerView page={page} />}
    </DetailFrame>
  );
}

function CustomerView({ page }: { page: CustomerPageData }) {
  const t = useCustomerTexts();
  const role = useStaffSession()?.staff.role;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const { customer } = page;
  return (
    <>
      <PageHeading>{customer.name}</PageHeading>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <DetailColumns
          main={
            <SectionPanel title={t('backoffice-customers:customer.identityTitle')}>
              <IdentityList customer={customer} />
            </SectionPanel>
          }
          side={role && hasRole(role, 'supervisor') && <ViewAsPanel customer={customer} />}
        />
        <SectionPanel title={t('backoffice-customers:customer.contractsTitle')}>
          <ContractList contracts={page.contracts} asCards={!wide} />
        </SectionPanel>
        <SectionPanel title={t('backoffice-customers:customer.invoicesTitle')}>
          <InvoiceList invoices={page.invoices} asCards={!wide} />
        </SectionPanel>
        <SectionPanel title={t('backoffice-customers:customer.casesTitle')}>
          <CaseList cases={page.cases} asCards={!wide} />
        </SectionPanel>
        <SectionPanel title={t('backoffice-customers:customer.leadsTitle')}>
          <LeadList leads={page.leads} asCards={!wide} />
        </SectionPanel>
      </Box>
    </>
  );
}

function IdentityList({ customer }: { customer: CustomerPageData['customer'] }) {
  const t = useCustomerTexts();
  const none = t('backoffice-customers:customer.none');
  return (
    <DescriptionList
      density="compact"
      items={[
        { label: t('backoffice-customers:customer.taxId'), value: customer.tax_id ?? none },
        {
          label: t('backoffice-customers:customer.type'),
          value: t(`backoffice-customers:customerType.${customer.customer_type}`),
        },
        {
          label: t('backoffice-customers:customer.email'),
          value: customer.email ? <EmailAddress address={customer.email} /> : none,
        },
        { label: t('backoffice-customers:customer.mobile'), value: customer.mobile ?? none },
        {
          label: t('backoffice-customers:customer.language'),
          // Spoken as a language's name, whether the record says es or es_ES.
          value: t(
            `backoffice-customers:language.${customer.language.split(/[_-]/)[0]}` as 'backoffice-customers:language.es',
            { defaultValue: customer.language },
          ),
        },
        {
          label: t('backoffice-customers:customer.access'),
          value: t(
            customer.online_access
              ? 'backoffice-customers:access.yes'
              : 'backoffice-customers:access.no',
          ),
        },
        {
          label: t('backoffice-customers:customer.since'),
          value: formatDisplayDate(customer.created_at),
        },
      ]}
    />
  );
}

/** Where the view lands: the invoices, the page a customer opens most. */
const viewLanding = (lang: ReturnType<typeof useLang>, token: string) =>
  `${pathFor('invoices', lang)}?token=${encodeURIComponent(token)}`;

type ViewOutcome = { kind: 'opened' } | { kind: 'blocked'; url: string } | null;

/**
 * "View as the customer" (supervisors): a read-only token naming the supervisor opens the
 * customer's portal in a new tab. The tab is opened on the click itself, where browsers allow it,
 * and sent to the portal once the token arrives.
 */
function ViewAsPanel({ customer }: { customer: CustomerPageData['customer'] }) {
  const t = useCustomerTexts();
  const lang = useLang();
  const viewAs = useViewAsCustomer();
  const [outcome, setOutcome] = useState<ViewOutcome>(null);
  const signInName = customer.tax_id ?? customer.email;

  const open = () => {
    if (!signInName) return;
    setOutcome(null);
    const tab = window.open('', '_blank');
    // The customer's tab gets no hold on the back office's.
    if (tab) tab.opener = null;
    viewAs.mutate(signInName, {
      onSuccess: (token) => {
        const url = viewLanding(lang, token);
        if (tab && !tab.closed) {
          tab.location.href = url;
          setOutcome({ kind: 'opened' });
        } else {
          setOutcome({ kind: 'blocked', url });
        }
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <SectionPanel title={t('backoffice-customers:viewAs.title')}>
      <Typography sx={{ mb: 2 }}>{t('backoffice-customers:viewAs.intro')}</Typography>
      {signInName ? (
        <Button
          variant="contained"
          startIcon={<OpenInNewIcon aria-hidden />}
          loading={viewAs.isPending}
          onClick={open}
        >
          {t('backoffice-customers:viewAs.button')}
        </Button>
      ) : (
        <Typography color="text.secondary">
          {t('backoffice-customers:viewAs.noSignInName')}
        </Typography>
      )}
      <Box role="status" sx={{ mt: outcome ? 2 : 0 }}>
        {outcome?.kind === 'opened' && (
          <Alert severity="success">{t('backoffice-customers:viewAs.opened')}</Alert>
        )}
        {outcome?.kind === 'blocked' && (
          <Alert severity="info">
            {t('backoffice-customers:viewAs.blocked')}{' '}
            <Link href={outcome.url} target="_blank" rel="noopener noreferrer">
              {t('backoffice-customers:viewAs.link')}
            </Link>
          </Alert>
        )}
      </Box>
      {viewAs.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {requestErrorText(t, viewAs.error)}
        </Alert>
      )}
    </SectionPanel>
  );
}

function EmptyList({ children }: { children: string }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** A state's text, or the state itself when it is one this screen does not know yet. */
function stateText(t: CustomerTexts, group: string, state: string): string {
  return t(`backoffice-customers:${group}.${state}` as 'backoffice-customers:area', {
    defaultValue: state,
  });
}

type ContractColumn = 'contract' | 'cups' | 'tariff' | 'power' | 'state';

function ContractList({
  contracts,
  asCards,
}: {
  contracts: CustomerPageData['contracts'];
  asCards: boolean;
}) {
  const t = useCustomerTexts();
  const locale = numberLocale(useLang());
  if (contracts.length === 0)
    return <EmptyList>{t('backoffice-customers:customer.noContracts')}</EmptyList>;
  const columns: RecordColumn<ContractColumn>[] = [
    { key: 'contract', label: t('backoffice-customers:customer.columns.contract'), nowrap: true },
    { key: 'cups', label: t('backoffice-customers:customer.columns.cups'), breakAnywhere: true },
    { key: 'tariff', label: t('backoffice-customers:customer.columns.tariff') },
    { key: 'power', label: t('backoffice-customers:customer.columns.power') },
    { key: 'state', label: t('backoffice-customers:customer.columns.state') },
  ];
  const rows: RecordRow<ContractColumn>[] = contracts.map((contract) => ({
    key: contract.id,
    title: contract.name,
    cells: {
      contract: (
        <>
          {contract.name}
          <Secondary>{stateText(t, 'energy', contract.type)}</Secondary>
        </>
      ),
      cups: (
        <>
          {contract.cups}
          <Secondary>{contract.address}</Secondary>
        </>
      ),
      tariff: (
        <>
          {contract.access_tariff}
          <Secondary>{contract.product}</Secondary>
        </>
      ),
      power:
        contract.powers.length === 0
          ? t('backoffice-customers:customer.none')
          : contract.powers.map((power) => (
              <Box
                component="span"
                key={power.period}
                sx={{ display: 'block', whiteSpace: 'nowrap' }}
              >
                {power.period}: {formatKw(power.kw, locale)}
              </Box>
            )),
      state: t(
        `backoffice-customers:contractState.${contractDisplayState(contract.state, contract.start_date)}`,
      ),
    },
  }));
  return (
    <RecordList
      label={t('backoffice-customers:customer.contractsLabel')}
      columns={columns}
      rows={rows}
      rowHeader="contract"
      cardFooter="state"
      asCards={asCards}
      table={{ size: 'small' }}
    />
  );
}

function Secondary({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** An invoice's payment as the customer's invoice list words it; its code when that has none. */
function paidText(t: CustomerTexts, invoice: CustomerPageData['invoices'][number]): string {
  const shown = paymentStatusDisplay({ ...invoice, paid: invoice.paid_state });
  return shown ? t(`backoffice-customers:paidState.${shown.label}`) : invoice.paid_state;
}

type InvoiceColumn = 'number' | 'contract' | 'date' | 'total' | 'pending' | 'paid';

/** The invoices a phone's cards show before "show all": a long list of cards is a long scroll. */
const INVOICE_CARDS_FIRST = 5;

function InvoiceList({
  invoices,
  asCards,
}: {
  invoices: CustomerPageData['invoices'];
  asCards: boolean;
}) {
  const t = useCustomerTexts();
  const locale = numberLocale(useLang());
  const [all, setAll] = useState(false);
  const listId = useId();
  if (invoices.length === 0)
    return <EmptyList>{t('backoffice-customers:customer.noInvoices')}</EmptyList>;
  const shortened = asCards && invoices.length > INVOICE_CARDS_FIRST;
  const shown = shortened && !all ? invoices.slice(0, INVOICE_CARDS_FIRST) : invoices;
  const columns: RecordColumn<InvoiceColumn>[] = [
    { key: 'number', label: t('backoffice-customers:customer.columns.number'), nowrap: true },
    { key: 'contract', label: t('backoffice-customers:customer.columns.contract'), nowrap: true },
    { key: 'date', label: t('backoffice-customers:customer.columns.date'), nowrap: true },
    { key: 'total', label: t('backoffice-customers:customer.columns.total'), numeric: true },
    { key: 'pending', label: t('backoffice-customers:customer.columns.pending'), numeric: true },
    { key: 'paid', label: t('backoffice-customers:customer.columns.paid') },
  ];
  const rows: RecordRow<InvoiceColumn>[] = shown.map((invoice) => ({
    key: invoice.id,
    title: invoice.number,
    cells: {
      number: invoice.number,
      contract: invoice.contract,
      date: formatDisplayDate(invoice.date),
      total: formatEuros(invoice.amount_total, locale),
      pending: formatEuros(invoice.amount_pending, locale),
      paid: paidText(t, invoice),
    },
  }));
  return (
    <>
      <Box id={listId}>
        <RecordList
          label={t('backoffice-customers:customer.invoicesLabel')}
          columns={columns}
          rows={rows}
          rowHeader="number"
          cardFooter="paid"
          asCards={asCards}
          table={{ size: 'small' }}
        />
      </Box>
      {shortened && (
        <Button
          sx={{ mt: 1.5 }}
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all
            ? t('backoffice-customers:customer.invoicesFewer', { first: INVOICE_CARDS_FIRST })
            : t('backoffice-customers:customer.invoicesAll', { total: invoices.length })}
        </Button>
      )}
    </>
  );
}

type CaseColumn = 'subject' | 'reference' | 'status' | 'opened';

function CaseList({ cases, asCards }: { cases: CustomerPageData['cases']; asCards: boolean }) {
  const t = useCustomerTexts();
  const lang = useLang();
  if (cases.length === 0)
    return <EmptyList>{t('backoffice-customers:customer.noCases')}</EmptyList>;
  const columns: RecordColumn<CaseColumn>[] = [
    { key: 'subject', label: t('backoffice-customers:customer.columns.subject') },
    { key: 'reference', label: t('backoffice-customers:customer.columns.reference'), nowrap: true },
    { key: 'status', label: t('backoffice-customers:customer.columns.state') },
    { key: 'opened', label: t('backoffice-customers:customer.columns.opened'), nowrap: true },
  ];
  const rows: RecordRow<CaseColumn>[] = cases.map((item) => {
    const link = (
      <Link
        component={RouterLink}
        to={pathFor('backofficeCase', lang, { id: String(item.id) })}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {item.subject}
      </Link>
    );
    return {
      key: item.id,
      title: item.subject,
      cells: {
        subject: link,
        reference: (
          <>
            {item.reference}
            <Secondary>{stateText(t, 'caseKind', item.kind)}</Secondary>
          </>
        ),
        status: t(`requests:status.${item.status}` as 'requests:status.in_process', {
          defaultValue: item.status,
        }),
        opened: formatDisplayDate(item.created_at),
      },
    };
  });
  return (
    <RecordList
      label={t('backoffice-customers:customer.casesLabel')}
      columns={columns}
      rows={rows}
      rowHeader="subject"
      // A card's title is the subject as text: its link goes at the foot.
      cardFooter={asCards ? 'subject' : 'opened'}
      asCards={asCards}
      table={{ size: 'small' }}
    />
  );
}

type LeadColumn = 'energy' | 'cups' | 'state' | 'created';

function LeadList({ leads, asCards }: { leads: CustomerPageData['leads']; asCards: boolean }) {
  const t = useCustomerTexts();
  if (leads.length === 0)
    return <EmptyList>{t('backoffice-customers:customer.noLeads')}</EmptyList>;
  const columns: RecordColumn<LeadColumn>[] = [
    { key: 'energy', label: t('backoffice-customers:customer.columns.energy') },
    { key: 'cups', label: t('backoffice-customers:customer.columns.cups'), breakAnywhere: true },
    { key: 'state', label: t('backoffice-customers:customer.columns.state') },
    { key: 'created', label: t('backoffice-customers:customer.columns.created'), nowrap: true },
  ];
  const rows: RecordRow<LeadColumn>[] = leads.map((lead) => ({
    key: lead.id,
    title: `${stateText(t, 'energy', lead.energy)} · ${formatDisplayDate(lead.created_at)}`,
    cells: {
      energy: stateText(t, 'energy', lead.energy),
      cups: lead.cups ?? t('backoffice-customers:customer.none'),
      state: stateText(t, 'leadState', lead.state),
      created: formatDisplayDate(lead.created_at),
    },
  }));
  return (
    <RecordList
      label={t('backoffice-customers:customer.leadsLabel')}
      columns={columns}
      rows={rows}
      rowHeader="energy"
      cardFooter="state"
      asCards={asCards}
      table={{ size: 'small' }}
    />
  );
}
