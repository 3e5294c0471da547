import { randomUUID } from 'node:crypto';
import type { ContactLeadContact, ContactLeadKind } from '@portal/domain/schemas/contact-leads';
import { normalizePhone } from '@portal/domain/validators/phone';
import type { Database } from '../../db/database';
import type { CounterStore } from '../../lib/counter-store';
import type { FileStore } from '../../lib/file-store';
import { takeHourlySlot } from '../../lib/hourly-limit';
import { FieldErrorsError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import { type DecodedFile, decodeDataUrlFile } from '../../lib/uploads/data-url-file';
import type { Outbox } from '../outbox/outbox';
import type { SettingsService } from '../settings/settings.service';
import {
  type ContactLeadMail,
  contactLeadReceipt,
  contactLeadRetailerNotice,
} from './contact-lead-emails';
import { insertContactLead } from './contact-leads.repository';

/*
 * Contact leads (docs/decisions/020): a visitor of the power calculator or a price comparator asks
 * to be called. Each is one row of contact_leads with what the tool computed in `data`, its invoice
 * in the file store, and, in the same transaction, the retailer's notice and the visitor's receipt
 * in the outbox.
 */

/** Contact leads a client address may send in an hour. */
export const CONTACT_LEADS_PER_ADDRESS_PER_HOUR = 10;

/** The invoice's bytes, checked on their content: a type they do not prove is a field error. */
async function decodeInvoice(contact: ContactLeadContact): Promise<DecodedFile | null> {
  if (!contact.invoice) return null;
  const decoded = await decodeDataUrlFile(contact.invoice);
  if (!decoded) throw new FieldErrorsError({ invoice: ['invalid_attachment_type'] });
  return decoded;
}

/**
 * Stores a contact lead validated by its call's schema (which also holds the invoice to 15 MB): at
 * most CONTACT_LEADS_PER_ADDRESS_PER_HOUR from a client address, the invoice checked on its bytes
 * and written under `contact-leads/<id>/`, then in one transaction the row and the two e-mails.
 * Nothing is left half-stored: a failed transaction removes the file and gives the slot back.
 */
export async function storeContactLead(
  services: {
    db: Database;
    files: FileStore;
    outbox: Outbox;
    settings: SettingsService;
    counters: CounterStore;
  },
  params: {
    kind: ContactLeadKind;
    userId: string | null;
    language: ServerLanguage;
    address: string;
    contact: ContactLeadContact;
    cups: string | null;
    data: Record<string, unknown>;
  },
): Promise<{ id: string }> {
  const { db, files, outbox, settings: settingsService } = services;
  const { contact, language } = params;
  const giveBack = await takeHourlySlot(
    services.counters,
    `contact-leads:address:${params.address}`,
    CONTACT_LEADS_PER_ADDRESS_PER_HOUR,
  );
  let written: string | undefined;
  const id = randomUUID();
  try {
    const invoice = await decodeInvoice(contact);
    const settings = await settingsService.getSettings();
    const phone = normalizePhone(contact.telephone);
    if (invoice) {
      written = `contact-leads/${id}/invoice.${invoice.extension}`;
      await files.put(written, invoice.bytes);
    }
    const mail: ContactLeadMail = {
      language,
      kind: params.kind,
      reference: id.slice(0, 8).toUpperCase(),
      id,
      name: contact.name,
      fullName: [contact.name, contact.surname1, contact.surname2].filter(Boolean).join(' '),
      email: contact.email,
      phone,
      contactHours: contact.contactHours,
      cups: params.cups,
      invoiceName: invoice?.name ?? null,
      signedIn: params.userId !== null,
      data: params.data,
    };
    await db.transaction(async (tx) => {
      await insertContactLead(tx, {
        id,
        kind: params.kind,
        userId: params.userId,
        language,
        name: contact.name,
        surname1: contact.surname1,
        surname2: contact.surname2,
        email: contact.email,
        phone,
        contactHours: contact.contactHours,
        cups: params.cups,
        data: params.data,
        fileName: invoice?.name ?? null,
        fileType: invoice?.type ?? null,
        fileSize: invoice?.bytes.length ?? null,
        filePath: written ?? null,
      });
      if (settings.organization.email) {
        await outbox.enqueue(tx, {
          to: settings.organization.email,
          ...contactLeadRetailerNotice(mail),
        });
      }
      await outbox.enqueue(tx, {
        to: contact.email,
        ...contactLeadReceipt({ ...mail, organizationPhone: settings.organization.phone_crm }),
      });
    });
  } catch (error) {
    if (written) await files.remove(written).catch(() => {});
    await giveBack();
    throw error;
  }
  outbox.kick();
  return { id };
}
