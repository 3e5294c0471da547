import { SINGLE_ATTACHMENT_MAX, unsignedContactFieldsSchema } from '@portal/domain/schemas/cases';
import type { CounterStore } from '../../lib/counter-store';
import { takeHourlySlot } from '../../lib/hourly-limit';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import type { ReceiveUpload } from '../../lib/uploads/receive-upload';
import * as repo from './cases.repository';
import { type CaseDeps, caseUploadRules, openCase } from './cases.service';

/** The visitors' contact takes at most these messages an hour (decision 017). */
export const UNSIGNED_CONTACTS_PER_ADDRESS_PER_HOUR = 5;
export const UNSIGNED_CONTACTS_PER_EMAIL_PER_HOUR = 3;

/**
 * POST crm/unsigned/ (multipart, visitors): a message in a category of the visitors' form, with one
 * optional attachment, stored as a request without an account, while the retailer has the form
 * (`unsignedContact`). Limited per client address before
 * the body is read, and per e-mail address once it is; only stored messages count. The sender is
 * e-mailed the reference and what they wrote, the retailer the message. Answers the reference.
 */
export async function sendUnsignedContact(
  deps: CaseDeps & { counters: CounterStore },
  clientAddress: string,
  language: ServerLanguage,
  receive: ReceiveUpload,
) {
  const { db, counters, settings } = deps;
  // A retailer without the visitors' contact form takes no visitors' messages.
  if (!(await settings.getSettings()).features.unsignedContact) {
    throw new HttpError(404, 'not_found');
  }
  const giveBackAddressSlot = await takeHourlySlot(
    counters,
    `unsigned:address:${clientAddress}`,
    UNSIGNED_CONTACTS_PER_ADDRESS_PER_HOUR,
  );
  try {
    const rules = await caseUploadRules(settings, unsignedContactFieldsSchema, {
      field: 'attachment',
      max: SINGLE_ATTACHMENT_MAX,
    });
    return await receive(rules, async ({ fields, files }) => {
      const category = await repo.findCategory(db, fields.category);
      if (!category?.unsigned) throw new FieldErrorsError({ category: ['invalid_value'] });
      const giveBackEmailSlot = await takeHourlySlot(
        counters,
        `unsigned:email:${fields.email.toLowerCase()}`,
        UNSIGNED_CONTACTS_PER_EMAIL_PER_HOUR,
      );
      try {
        const { reference } = await openCase(
          deps,
          'CON',
          {
            kind: 'request',
            userId: null,
            contractId: null,
            sectionId: category.sectionId,
            categoryId: category.id,
            subject: fields.subject,
            description: fields.description,
            senderEmail: fields.email,
            senderMobile: fields.mobile,
            language,
          },
          files,
        );
        return { result: reference };
      } catch (error) {
        await giveBackEmailSlot();
        throw error;
      }
    });
  } catch (error) {
    await giveBackAddressSlot();
    throw error;
  }
}
