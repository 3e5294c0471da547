import type auth from './locales/es/auth.json';
import type backoffice from './locales/es/backoffice.json';
import type backofficeAdmin from './locales/es/backoffice-admin.json';
import type backofficeContent from './locales/es/backoffice-content.json';
import type backofficeCustomers from './locales/es/backoffice-customers.json';
import type backofficeQueues from './locales/es/backoffice-queues.json';
import type claims from './locales/es/claims.json';
import type common from './locales/es/common.json';
import type consumption from './locales/es/consumption.json';
import type contact from './locales/es/contact.json';
import type contractChanges from './locales/es/contract-changes.json';
import type contracting from './locales/es/contracting.json';
import type contractingSteps from './locales/es/contracting-steps.json';
import type contracts from './locales/es/contracts.json';
import type errors from './locales/es/errors.json';
import type forms from './locales/es/forms.json';
import type invoices from './locales/es/invoices.json';
import type newsletters from './locales/es/newsletters.json';
import type omip from './locales/es/omip.json';
import type payment from './locales/es/payment.json';
import type powerCalculator from './locales/es/power-calculator.json';
import type priceCompare from './locales/es/price-compare.json';
import type profile from './locales/es/profile.json';
import type requests from './locales/es/requests.json';
import type validation from './locales/es/validation.json';

// Typed keys: a key missing from the Spanish texts is a compile error; the locale test keeps the
// other languages in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      errors: typeof errors;
      profile: typeof profile;
      contracts: typeof contracts;
      'contract-changes': typeof contractChanges;
      invoices: typeof invoices;
      payment: typeof payment;
      consumption: typeof consumption;
      claims: typeof claims;
      contact: typeof contact;
      requests: typeof requests;
      validation: typeof validation;
      contracting: typeof contracting;
      'contracting-steps': typeof contractingSteps;
      forms: typeof forms;
      newsletters: typeof newsletters;
      omip: typeof omip;
      'power-calculator': typeof powerCalculator;
      'price-compare': typeof priceCompare;
      backoffice: typeof backoffice;
      'backoffice-queues': typeof backofficeQueues;
      'backoffice-customers': typeof backofficeCustomers;
      'backoffice-admin': typeof backofficeAdmin;
      'backoffice-content': typeof backofficeContent;
    };
  }
}
