import type { ServerLanguage } from '../../lib/language';

type ProductTexts = {
  name: string;
  commercialName: string | null;
  names: Record<string, string>;
  description: string | null;
  descriptions: Record<string, string>;
};

/**
 * A product's name in a language (decision 030): its published name in that language, else in
 * Spanish, else its commercial name, else the name contracts hold.
 */
export const productNameIn = (product: ProductTexts, language: ServerLanguage) =>
  product.names[language] ?? product.names.es ?? product.commercialName ?? product.name;

/** A product's description in a language: the published one, else the Spanish one, else its own. */
export const productDescriptionIn = (product: ProductTexts, language: ServerLanguage) =>
  product.descriptions[language] ?? product.descriptions.es ?? product.description;
