import { isCompanyLead } from '@portal/domain/rules/lead-steps';
import {
  type ContractingConfig,
  type ContractingEnergy,
  type LeadAnswer,
  type LeadBody,
  leadTakesSteps,
} from '@portal/domain/schemas/contracting';
import type { Settings } from '@portal/domain/schemas/settings';
import { isSameSupplyPoint, normalizeCups } from '@portal/domain/validators/cups';
import { maskIban, normalizeIban } from '@portal/domain/validators/iban';
import { normalizePhone } from '@portal/domain/validators/phone';
import { normalizeTaxId } from '@portal/domain/validators/tax-id';
import type { Database } from '../../db/database';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { insertResetToken } from '../../services/auth/auth.repository';
import { isCupsAvailable } from '../../services/contracting/supply-availability.repository';
import { openContractSignature } from '../../services/signatures/signatures';
import { addressParts } from './lead-address';
import { type AnyLeadBody, type LeadCaller, type LeadDeps, leadReference } from './lead-context';
import {
  type AccountOutcome,
  type ContractedSupply,
  businessHaltEmail,
  confirmationPage,
  existingAccountNotice,
  receiptEmail,
  retailerNotice,
  summaryEmail,
} from './lead-emails';
import { checkLead, holderNameOf } from './lead-holder';
import * as repo from './leads.repository';

/*
 * The confirmation of a lead (spec 3 point 4 "Confirmation", docs/decisions/018): the checks the
 * retailer asks for, then, in one transaction, the customer's account, the holder, the supply
 * point, the bank account, the notification address and the draft contract, the lead confirmed
 * and the e-mails it causes. A company under business halt gets no contract: sales call it back.
 */

type Owner = NonNullable<AnyLeadBody['owner']>;

/**
 * The account a confirmation contracts on, and how it came to be: the signed-in customer's; a new
 * one; one a visitor's earlier confirmation made and that was never activated, with the e-mail
 * typed now (`pending`, activated like a new one); or someone's existing account (`existing`), on
 * which the draft is made without giving the visitor any access to it.
 */
async function accountFor(
  tx: Database,
  principal: LeadCaller['principal'],
  owner: Owner,
  language: ServerLanguage,
): Promise<{ account: repo.UserRow; outcome: Exclude<AccountOutcome, 'halted'> }> {
  if (principal) {
    const account = await repo.findUserById(tx, principal.userId);
    if (!account) throw new HttpError(404, 'not_found');
    return { account, outcome: 'principal' };
  }
  const vat = normalizeTaxId(owner.vat);
  const email = owner.email.trim() || null;
  const find = async () =>
    (await repo.findUserByTaxId(tx, vat)) ??
    (email ? await repo.findUserByEmail(tx, email) : undefined);
  // An account an earlier confirmation made (still a new customer's, or signed since), never
  // activated, with the tax id and e-mail typed now: activated like a new one, through its e-mail.
  const classify = async (account: repo.UserRow) => {
    const neverActivated =
      account.passwordHash === null &&
      account.taxId === vat &&
      email !== null &&
      account.email?.toLowerCase() === email.toLowerCase() &&
      (account.isNewCustomer || (await repo.hasConfirmedLeads(tx, account.id)));
    return { account, outcome: neverActivated ? ('pending' as const) : ('existing' as const) };
  };
  const found = await find();
  if (found) return classify(found);
  const created = await repo.insertUser(tx, {
    taxId: vat,
    email,
    mobile: normalizePhone(owner.mobile) || null,
    name: holderNameOf(owner),
    customerType: isCompanyLead({ owner }) ? 'company' : 'person',
    language,
    passwordHash: null,
    isNewCustomer: true,
  });
  if (created) return { account: created, outcome: 'new' };
  // Another confirmation made the account between the look-up and the insert.
  const raced = await find();
  if (!raced) throw new Error('a contracting account was neither found nor created');
  return classify(raced);
}

/** The names the catalogue gives the lead's tariff and product (checked when the step came). */
async function catalogueOf(db: Database, body: AnyLeadBody) {
  const tariff = body.tarifaATR ? await repo.findAccessTariff(db, body.tarifaATR) : undefined;
  const product = body.tarifa ? await repo.findOfferedProduct(db, body.tarifa) : undefined;
  if (!tariff || !product) throw new Error('a confirmed lead names no tariff or product');
  return { tariff: tariff.name, product: product.name, commercialName: product.commercialName };
}

/** The kW the contract holds per period: P1 and P2, and P3 to P6 when given. */
function powersOf(body: AnyLeadBody, energy: ContractingEnergy): number[] {
  if (energy !== 'electricity') return [];
  const lead = body as LeadBody;
  const powers = [lead.power, lead.power2, lead.power3, lead.power4, lead.power5, lead.power6];
  let count = 2;
  powers.forEach((kw, index) => {
    if (kw) count = Math.max(count, index + 1);
  });
  return powers.slice(0, count).map((kw) => kw ?? 0);
}

export type Confirmation = {
  lead: repo.LeadRow;
  body: AnyLeadBody;
  caller: LeadCaller;
  settings: Settings;
  config: ContractingConfig;
  /** A company under business halt: no contract. */
  halted: boolean;
  /** Where its problems are answered in the call that confirms it (`electricity.`), if not at the root. */
  errorPrefix?: string;
};

/** The checks the configuration asks for, run now when not yet (409 lead_check_failed). */
async function assertChecksPass(deps: LeadDeps, { lead, config }: Confirmation) {
  if (config.shouldCheckDNI && !(await checkLead(deps, lead, 'dni'))) {
    throw new HttpError(409, 'lead_check_failed');
  }
  if (config.shouldCheckMorosity && !(await checkLead(deps, lead, 'solvency'))) {
    throw new HttpError(409, 'lead_check_failed');
  }
}

const holderOfOwner = (owner: Owner) => ({
  name: holderNameOf(owner),
  vat: normalizeTaxId(owner.vat),
  email: owner.email.trim(),
  mobile: normalizePhone(owner.mobile),
});

/**
 * Confirms leads stored at their last step (confirm: true): one, or the dual wizard's electricity
 * and gas leads together (issue 25 point 10), both or neither. The checks the configuration asks
 * for, then everything the contracts need in one transaction with the leads locked and still open
 * and their supply points free, and one e-mail to the holder naming every reference. Answers what
 * the finish step shows.
 */
export async function confirmLeads(
  deps: LeadDeps,
  confirmations: [Confirmation, ...Confirmation[]],
): Promise<LeadAnswer> {
  for (const confirmation of confirmations) await assertChecksPass(deps, confirmation);
  const [first] = confirmations;
  const last = confirmations[confirmations.length - 1] ?? first;
  const { caller, settings } = first;
  const owner = first.body.owner!;
  const typedEmail = owner.email.trim() || null;
  const holder = holderOfOwner(owner);
  const references = confirmations.map(({ lead }) => ({
    reference: leadReference(lead.id),
    energy: lead.energy,
  }));
  const language = caller.language;
  const organization = settings.organization;
  const retailerLanguage = toServerLanguage(settings.languages.default);
  const halted = confirmations.some((confirmation) => confirmation.halted);
  const catalogues = halted
    ? null
    : await Promise.all(confirmations.map(({ body }) => catalogueOf(deps.db, body)));

  await deps.db.transaction(async (tx) => {
    const current: repo.LeadRow[] = [];
    for (const { lead } of confirmations) {
      const row = await repo.findLead(tx, lead.id, true);
      if (!row || !leadTakesSteps(row.state)) throw new HttpError(409, 'lead_closed');
      current.push(row);
    }
    const confirmedAt = new Date();
    const toRetailer = async (
      lead: repo.LeadRow,
      supply: ContractedSupply | null,
      account: AccountOutcome,
    ) => {
      if (!organization.email) return;
      await deps.outbox.enqueue(tx, {
        to: organization.email,
        ...retailerNotice({
          language: retailerLanguage,
          publicUrl: deps.publicUrl,
          leadId: lead.id,
          supply,
          reference: leadReference(lead.id),
          energy: lead.energy,
          holder,
          account,
        }),
      });
    };

    if (halted || !catalogues) {
      for (const [index, { lead }] of confirmations.entries()) {
        await repo.updateLead(tx, lead.id, {
          state: 'confirmed',
          confirmedAt,
          userId: caller.principal?.userId ?? current[index]?.userId ?? null,
        });
      }
      if (typedEmail) {
        await deps.outbox.enqueue(tx, {
          to: typedEmail,
          ...businessHaltEmail({ language, name: holder.name, references }),
        });
      }
      for (const { lead } of confirmations) await toRetailer(lead, null, 'halted');
      return;
    }

    // Every supply point is free, and each lead has its own, before anything is made.
    const supplyCodes: string[] = [];
    for (const { body, errorPrefix = '' } of confirmations) {
      const cups = normalizeCups(body.cups!);
      if (supplyCodes.some((other) => isSameSupplyPoint(other, cups))) {
        throw new FieldErrorsError({ [`${errorPrefix}cups`]: ['cups_same_as_electricity'] });
      }
      await repo.lockSupplyCode(tx, cups);
      if (!(await isCupsAvailable(tx, cups))) {
        throw new FieldErrorsError({ [`${errorPrefix}cups`]: ['cups_not_available'] });
      }
      supplyCodes.push(cups);
    }
    const { account, outcome } = await accountFor(
      tx,
      caller.principal,
      owner,
      first.body.commsLanguage ?? language,
    );
    const supplies: ContractedSupply[] = [];
    const signatureLinks = { publicUrl: deps.publicUrl, ttlSeconds: deps.signatureTtlSeconds };
    const signatureTokens: string[] = [];
    for (const [index, { lead, body }] of confirmations.entries()) {
      const catalogue = catalogues[index]!;
      const cups = supplyCodes[index]!;
      const energy = lead.energy;
      const supplyAddress = addressParts(body.address!);
      const ownerAddress =
        body.owner_address?.different_address && body.owner_address.address
          ? addressParts(body.owner_address.address)
          : supplyAddress;
      const partnerId = await repo.partnerFor(tx, {
        userId: account.id,
        name: holder.name,
        vat: holder.vat,
        fiscalAddress: ownerAddress.full,
      });
      // Someone else's account: its holder pays, as the contract's payer (issue 25 point 19).
      const payer = body.bank!.owner_is_bank_owner ? undefined : body.bank!.payer;
      const payerPartnerId = payer
        ? await repo.partnerFor(tx, {
            userId: account.id,
            name: [payer.name, payer.surname1, payer.surname2]
              .map((part) => part?.trim())
              .filter(Boolean)
              .join(' '),
            vat: normalizeTaxId(payer.vat),
            fiscalAddress: ownerAddress.full,
          })
        : partnerId;
      const supplyPointId = await repo.supplyPointFor(tx, {
        cups,
        energy,
        street: supplyAddress.street,
        zipcode: supplyAddress.zipcode,
        city: supplyAddress.city,
        municipalityIne: supplyAddress.municipalityIne,
        provinceCode: supplyAddress.provinceCode,
        refCatastral: supplyAddress.refCatastral,
        distributorId: await repo.distributorFor(tx, cups.slice(2, 6)),
      });
      const iban = normalizeIban(body.bank!.iban);
      const bankAccountId = await repo.bankAccountFor(tx, account.id, iban);
      const notificationAddressId = await repo.notificationAddressFor(tx, {
        userId: account.id,
        name: holder.name,
        streetType: ownerAddress.streetType,
        streetName: ownerAddress.streetName,
        number: ownerAddress.number,
        block: ownerAddress.block,
        stair: ownerAddress.stair,
        floor: ownerAddress.floor,
        door: ownerAddress.door,
        clarification: ownerAddress.clarification,
        street: ownerAddress.street,
        zipcode: ownerAddress.zipcode,
        city: ownerAddress.city,
        municipalityIne: ownerAddress.municipalityIne,
        provinceCode: ownerAddress.provinceCode,
        refCatastral: ownerAddress.refCatastral,
        email: typedEmail,
        mobile: holder.mobile || null,
      });
      const powers = powersOf(body, energy);
      const contract = await repo.insertContract(tx, {
        userId: account.id,
        name: await repo.nextContractName(tx),
        type: energy,
        state: 'esborrany',
        ownerPartnerId: partnerId,
        fiscalPartnerId: payerPartnerId,
        supplyPointId,
        bankAccountId,
        notificationAddressId,
        accessTariff: catalogue.tariff,
        pricelistName: catalogue.product,
        pricelistCommercialName: catalogue.commercialName,
        powerP1: powers[0] ?? null,
        powerP2: powers[1] ?? null,
        powerP3: powers[2] ?? null,
        powerP4: powers[3] ?? null,
        powerP5: powers[4] ?? null,
        powerP6: powers[5] ?? null,
        invoiceOnline: 'email',
      });
      await repo.updateLead(tx, lead.id, {
        state: 'confirmed',
        confirmedAt,
        contractId: contract.id,
        userId: account.id,
      });
      const supply: ContractedSupply = {
        reference: leadReference(lead.id),
        energy,
        contractName: contract.name,
        cups,
        address: supplyAddress.full,
        product: catalogue.commercialName ?? catalogue.product,
        accessTariff: catalogue.tariff,
        powers,
        iban: maskIban(iban),
      };
      supplies.push(supply);
      if (outcome !== 'existing') {
        signatureTokens.push(
          await openContractSignature(tx, signatureLinks, { id: contract.id, userId: account.id }),
        );
      }
    }

    if (outcome === 'existing') {
      // Someone's account: its own address hears of it, the typed one only that it arrived.
      if (account.email) {
        await deps.outbox.enqueue(tx, {
          to: account.email,
          ...existingAccountNotice({
            language,
            publicUrl: deps.publicUrl,
            name: account.name,
            references,
            phone: organization.phone_crm,
          }),
        });
      }
      if (typedEmail && typedEmail.toLowerCase() !== account.email?.toLowerCase()) {
        await deps.outbox.enqueue(tx, {
          to: typedEmail,
          ...receiptEmail({ language, references }),
        });
      }
    } else {
      // One summary for every supply, with one activation link for a new account.
      let activation: { token: string; ttlSeconds: number } | null = null;
      if (outcome !== 'principal' && account.email) {
        const token = newLinkToken();
        await insertResetToken(tx, {
          userId: account.id,
          tokenHash: hashLinkToken(token),
          ttlSeconds: deps.activationTtlSeconds,
        });
        activation = { token, ttlSeconds: deps.activationTtlSeconds };
      }
      // A new account's e-mail is the one typed; a signed-in customer's summary goes where they say.
      const to = outcome === 'principal' ? (typedEmail ?? account.email) : account.email;
      if (to) {
        await deps.outbox.enqueue(tx, {
          to,
          ...summaryEmail({
            language,
            publicUrl: deps.publicUrl,
            organization: organization.name,
            name: holder.name,
            supplies,
            signatures: {
              tokens: to.toLowerCase() === account.email?.toLowerCase() ? signatureTokens : [],
              ttlSeconds: deps.signatureTtlSeconds,
            },
            activation,
          }),
        });
      }
    }
    for (const [index, { lead }] of confirmations.entries()) {
      await toRetailer(lead, supplies[index] ?? null, outcome);
    }
  });
  deps.outbox.kick();
  return {
    lead_id: last.lead.id,
    status: 'OK',
    result: {
      render: {
        format: 'html',
        body: confirmationPage({ language, references, email: typedEmail, halted }),
      },
    },
  };
}
