/** The namespaces of the comparators' pages: their texts, the form blocks, the errors. */
export const comparatorNamespaces = [
  'price-compare',
  'forms',
  'validation',
  'errors',
  'common',
] as const;
