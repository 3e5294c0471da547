import { userScope } from '@/lib/query-client';
import type { InvoiceListType } from '../utils/invoice-types';

/** The prefix of every invoice query: a payment or a refresh invalidates through it. */
export const invoicesQueryKey = [...userScope, 'invoices'] as const;

export const invoiceTypeQueryKey = (type: InvoiceListType) => [...invoicesQueryKey, type] as const;
