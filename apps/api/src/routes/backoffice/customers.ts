import {
  customerPageEndpoint,
  searchCustomersEndpoint,
} from '@portal/domain/endpoints/backoffice-customers';
import {
  CUSTOMER_PAGE_LIST_LIMIT,
  CUSTOMER_SEARCH_DEFAULT_LIMIT,
} from '@portal/domain/schemas/backoffice-customers';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import { isValidTaxId, normalizeTaxId } from '@portal/domain/validators/tax-id';
import { HttpError } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoint-route';
import * as repo from '../../services/staff-customers/staff-customers.repository';
import type { App } from '../../types';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findCustomer>>>['user'];

const describeCustomer = (user: UserRow, onlineAccess: boolean) => ({
  id: user.id,
  tax_id: user.taxId,
  name: user.name,
  email: user.email,
  mobile: user.mobile,
  customer_type: user.customerType,
  language: user.language,
  online_access: onlineAccess,
});

type ContractRow = Awaited<ReturnType<typeof repo.customerContracts>>[number]['contract'];

const powerColumns = [
  ['P1', 'powerP1'],
  ['P2', 'powerP2'],
  ['P3', 'powerP3'],
  ['P4', 'powerP4'],
  ['P5', 'powerP5'],
  ['P6', 'powerP6'],
] as const;

/** The periods with a contracted power, P1 first, in kW. */
const contractedPowers = (contract: ContractRow) =>
  powerColumns.flatMap(([period, column]) => {
    const kw = contract[column];
    return kw === null ? [] : [{ period, kw }];
  });

/** The back office's customer search and a customer's page (issue 27), for agents. */
export function registerStaffCustomerRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, searchCustomersEndpoint, async ({ query }) => {
    const offset = query.offset ?? 0;
    const limit = query.limit ?? CUSTOMER_SEARCH_DEFAULT_LIMIT;
    const { rows, total } = await repo.searchCustomers(
      db,
      {
        text: query.q,
        taxId: isValidTaxId(query.q) ? normalizeTaxId(query.q) : null,
        cups: isValidCups(query.q) ? normalizeCups(query.q) : null,
      },
      { offset, limit },
    );
    return {
      items: rows.map((row) => ({
        ...describeCustomer(row.user, row.onlineAccess),
        contracts: row.contracts,
      })),
      offset,
      limit,
      n_items: total,
    };
  });

  registerEndpoint(app, customerPageEndpoint, async ({ params, audit }) => {
    const found = await repo.findCustomer(db, params.id);
    if (!found) throw new HttpError(404, 'not_found');
    audit.target = `customer:${params.id}`;
    const [contractRows, invoiceRows, caseRows, leadRows] = await Promise.all([
      repo.customerContracts(db, params.id, CUSTOMER_PAGE_LIST_LIMIT),
      repo.customerInvoices(db, params.id, CUSTOMER_PAGE_LIST_LIMIT),
      repo.customerCases(db, params.id, CUSTOMER_PAGE_LIST_LIMIT),
      repo.customerLeads(db, params.id, CUSTOMER_PAGE_LIST_LIMIT),
    ]);
    return {
      customer: {
        ...describeCustomer(found.user, found.onlineAccess),
        created_at: found.user.createdAt.toISOString(),
      },
      contracts: contractRows.map(({ contract, supplyPoint }) => ({
        id: contract.id,
        name: contract.name,
        type: contract.type,
        state: contract.state,
        cups: supplyPoint.cups,
        address: `${supplyPoint.street}, ${supplyPoint.zipcode} ${supplyPoint.city}`,
        access_tariff: contract.accessTariff,
        powers: contractedPowers(contract),
        product: contract.pricelistCommercialName ?? contract.pricelistName,
        start_date: contract.signDate,
        end_date: contract.endDate,
      })),
      invoices: invoiceRows.map(({ invoice, contractName }) => ({
        id: invoice.id,
        number: invoice.number,
        contract: contractName,
        date: invoice.date,
        amount_total: Number(invoice.amountTotal),
        amount_pending: Number(invoice.amountPending),
        paid_state: invoice.paidState,
        rectificative_type: invoice.rectificativeType,
      })),
      cases: caseRows.map((row) => ({
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        subject: row.subject,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      })),
      leads: leadRows.map((row) => ({
        id: row.id,
        energy: row.energy,
        state: row.state,
        cups: row.cups,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}
