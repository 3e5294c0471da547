import { contactLeadAnswerSchema } from '../schemas/contact-leads';
import {
  comparisonResultSchema,
  electricityCompareBodySchema,
  electricityCompareConfirmBodySchema,
  gasCompareBodySchema,
  gasCompareConfirmBodySchema,
} from '../schemas/price-compare';
import { langQuerySchema } from '../schemas/query';
import { defineEndpoint } from './endpoint';

/**
 * The price comparators (spec 3 point 7; docs/decisions/021). A comparison is public: the server
 * bills the period on the retailer's product and answers the result, or 409
 * `comparison_not_available` when the retailer has no product to compare with. The confirms store a
 * contact lead (the comparison made again on the server, or the invoice of the manual mode); a
 * customer's token, when sent, names them (`visitor`). 404 while the retailer has the comparator
 * off (the gas one also without gas among its display types).
 */

const tag = 'price-compare';

const comparisonErrors = {
  404: ['not_found'],
  409: ['comparison_not_available'],
} as const;

const confirmErrors = {
  ...comparisonErrors,
  413: ['payload_too_large'],
  429: ['too_many_attempts'],
} as const;

export const electricityCompareEndpoint = defineEndpoint({
  method: 'POST',
  path: '/price-compare/',
  versions: [1],
  access: 'public',
  tag,
  query: langQuerySchema,
  body: electricityCompareBodySchema,
  response: comparisonResultSchema,
  errors: comparisonErrors,
});

export const electricityCompareConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/price-compare/confirm',
  versions: [1],
  access: 'visitor',
  tag,
  query: langQuerySchema,
  body: electricityCompareConfirmBodySchema,
  response: contactLeadAnswerSchema,
  errors: confirmErrors,
});

export const gasCompareEndpoint = defineEndpoint({
  method: 'POST',
  path: '/gas/price-compare/',
  versions: [2],
  access: 'public',
  tag,
  query: langQuerySchema,
  body: gasCompareBodySchema,
  response: comparisonResultSchema,
  errors: comparisonErrors,
});

export const gasCompareConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/gas/price-compare/confirm',
  versions: [2],
  access: 'visitor',
  tag,
  query: langQuerySchema,
  body: gasCompareConfirmBodySchema,
  response: contactLeadAnswerSchema,
  errors: confirmErrors,
});
