/** The namespaces of the calculator's page: its own texts, the shared form blocks and the errors. */
export const powerCalculatorNamespaces = [
  'power-calculator',
  'forms',
  'validation',
  'errors',
  'common',
] as const;
