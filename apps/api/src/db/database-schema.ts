import * as accounts from './schema/accounts';
import * as cases from './schema/cases';
import * as contactLeads from './schema/contact-leads';
import * as content from './schema/content';
import * as contractChanges from './schema/contract-changes';
import * as contracting from './schema/contracting';
import * as contracts from './schema/contracts';
import * as curves from './schema/curves';
import * as invoices from './schema/invoices';
import * as newsletters from './schema/newsletters';
import * as omip from './schema/omip';
import * as outbox from './schema/outbox';
import * as payments from './schema/payments';
import * as retailer from './schema/retailer';
import * as staff from './schema/staff';

/**
 * Every table of the schema (split by area in schema/) in one object: drizzle's relational queries
 * and the seed's checks take them together.
 */
export const schema = {
  ...accounts,
  ...cases,
  ...contactLeads,
  ...content,
  ...contractChanges,
  ...contracting,
  ...contracts,
  ...curves,
  ...invoices,
  ...newsletters,
  ...omip,
  ...outbox,
  ...payments,
  ...retailer,
  ...staff,
};
