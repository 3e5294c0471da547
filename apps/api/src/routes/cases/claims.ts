import { SINGLE_ATTACHMENT_MAX, claimFieldsSchema } from '@portal/domain/schemas/cases';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import type { ReceiveUpload } from '../../lib/uploads/receive-upload';
import { findContractByName } from '../../services/customer-contracts/customer-contracts.repository';
import { CLAIMS_SECTION_ID, type CaseDeps, caseUploadRules, openCase } from './cases.service';
import { caseLanguage } from './customer-cases';
import { claimTypes, findClaimSubtype, findClaimType } from './claim-types';

/** GET atc/tipus: the claim types (CNMC table 81) as code and label. */
export function listClaimTypes(language: ServerLanguage) {
  return { items: claimTypes.map((type) => ({ code: type.code, label: type.label[language] })) };
}

/** GET atc/tipus/{id}/subtipus: a type's subtypes (CNMC table 82) as name (the code) and desc. */
export function listClaimSubtypes(typeCode: string, language: ServerLanguage) {
  const type = findClaimType(typeCode);
  if (!type) throw new HttpError(404, 'not_found');
  return {
    items: type.subtypes.map((subtype) => ({ name: subtype.code, desc: subtype.label[language] })),
  };
}

/**
 * POST contracts/{name}/atc/ (multipart): a claim about one of the customer's contracts, in any
 * state; another's is 404 before the body is read. The body names the same contract and a subtype
 * of its type, or each wrong field is `atc_validation`. The claim is a case of the Claims section,
 * its subject the subtype's label; answers its number.
 */
export async function fileClaim(
  deps: CaseDeps,
  userId: string,
  contractName: string,
  lang: string | undefined,
  receive: ReceiveUpload,
) {
  const contract = await findContractByName(deps.db, userId, contractName);
  if (!contract) throw new HttpError(404, 'not_found');
  const rules = await caseUploadRules(deps.settings, claimFieldsSchema, {
    field: 'attachment',
    max: SINGLE_ATTACHMENT_MAX,
  });
  return receive(rules, async ({ fields, files }) => {
    const type = findClaimType(fields.tipus);
    const subtype = findClaimSubtype(fields.tipus, fields.subtipus);
    const errors: Record<string, string[]> = {};
    if (fields.contract !== contract.name) errors.contract = ['atc_validation'];
    if (!type) errors.tipus = ['atc_validation'];
    else if (!subtype) errors.subtipus = ['atc_validation'];
    if (!type || !subtype || errors.contract) throw new FieldErrorsError(errors);
    const language = await caseLanguage(deps.db, userId, lang);
    const { reference } = await openCase(
      deps,
      'ATC',
      {
        kind: 'claim',
        userId,
        contractId: contract.id,
        sectionId: CLAIMS_SECTION_ID,
        categoryId: null,
        subject: subtype.label[language],
        description: fields.comments,
        language,
        claimType: type.code,
        claimSubtype: subtype.code,
      },
      files,
    );
    return { result: reference };
  });
}
