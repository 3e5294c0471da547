import { formatDisplayDate } from '@portal/domain/format/dates';
import { formatEuros } from '@portal/domain/format/units';
import {
  type Comparison,
  comparatorPeriods,
  compareElectricity,
  compareGas,
  electricityComparisonIssues,
} from '@portal/domain/rules/price-compare';
import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import {
  type ComparisonResult,
  consumptionOf,
  type ElectricityCompareBody,
  type GasCompareBody,
} from '@portal/domain/schemas/price-compare';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../lib/escape-html';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import {
  listOfferedProducts,
  type OfferedProduct,
} from '../../services/products/offered-products.repository';
import { productDescriptionIn, productNameIn } from '../../services/products/product-texts';
import { type ComparisonTexts, comparisonTexts } from './price-compare-texts';
import * as repo from './price-compare.repository';

/**
 * The comparators' rules on the server (spec 3 points 5 and 7; docs/decisions/021): the body's
 * lists checked against the database, the period billed on every product anyone may contract for
 * the tariff today, and the cheapest of them (the retailer's order breaks a tie) answered with its
 * lines, taxes and the HTML of its header and content.
 */

export interface ComparisonOutcome {
  result: ComparisonResult;
  /** What a contact lead keeps of the comparison: the input and what the server computed. */
  data: Record<string, unknown>;
}

/** The access tariff of the body, and 400 on the field of each id that names nothing. */
async function checkedTariff(
  db: Database,
  energy: ContractingEnergy,
  ids: { tariffField: 'accessTariff' | 'access_tariff'; tariff: number; comer: number },
) {
  const [tariff, comerKnown] = await Promise.all([
    repo.findAccessTariff(db, energy, ids.tariff),
    repo.comerExists(db, energy, ids.comer),
  ]);
  const errors: Record<string, string[]> = {};
  if (!tariff) errors[ids.tariffField] = ['invalid_value'];
  if (!comerKnown) errors.comerOrigin = ['invalid_value'];
  if (!tariff || !comerKnown) throw new FieldErrorsError(errors);
  return tariff;
}

/** The cheapest comparison, the first product among equals; none without products. */
function cheapest<T extends { comparison: Comparison }>(candidates: T[]): T | undefined {
  return candidates.reduce<T | undefined>(
    (best, candidate) =>
      best === undefined || candidate.comparison.total_amount < best.comparison.total_amount
        ? candidate
        : best,
    undefined,
  );
}

/**
 * The products anyone may contract for a tariff today, as the contracting wizard lists them
 * (decision 021): reserved to no promotional code, not only for self-consumption, of any use.
 */
const comparableProducts = (db: Database, energy: ContractingEnergy, accessTariff: string) =>
  listOfferedProducts(db, {
    energy,
    accessTariff,
    day: retailerDay(),
    selfcons: false,
    promocodes: [],
    use: null,
  });

function formatRate(texts: ComparisonTexts, type: 'iee' | 'ieh' | 'iva', rate: number) {
  if (type === 'ieh') {
    const number = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 6 }).format(rate);
    return `${number} €/kWh`;
  }
  return new Intl.NumberFormat(texts.locale, { style: 'percent', maximumFractionDigits: 8 }).format(
    rate / 100,
  );
}

/** The answer: names of the lines and taxes and the header and content, escaped, in `language`. */
function toResult(
  product: OfferedProduct,
  comparison: Comparison,
  period: { startDate: string; endDate: string },
  language: ServerLanguage,
): ComparisonResult {
  const texts = comparisonTexts[language];
  const euros = (amount: number) => formatEuros(amount, texts.locale);
  const name = productNameIn(product, language);
  const percent = new Intl.NumberFormat(texts.locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.abs(comparison.saving_percent) / 100);
  const verdict =
    comparison.saving > 0
      ? texts.saving(euros(comparison.saving), percent)
      : texts.noSaving(euros(-comparison.saving));
  const description = productDescriptionIn(product, language);
  const header =
    `<h2>${escapeHtml(texts.headline(name, euros(comparison.total_amount)))}</h2>` +
    `<p>${escapeHtml(
      texts.period(
        formatDisplayDate(period.startDate),
        formatDisplayDate(period.endDate),
        comparison.days,
      ),
    )}</p>`;
  const content =
    `<p>${escapeHtml(texts.paid(euros(comparison.invoice_amount)))} ` +
    `<strong>${escapeHtml(verdict)}</strong></p>` +
    (description ? `<p>${escapeHtml(description)}</p>` : '');
  return {
    header,
    content,
    product: { id: product.id, name },
    start_date: period.startDate,
    end_date: period.endDate,
    days: comparison.days,
    total_amount: comparison.total_amount,
    invoice_amount: comparison.invoice_amount,
    saving: comparison.saving,
    saving_percent: comparison.saving_percent,
    operations: {
      lines: comparison.lines.map((line) => ({
        ...line,
        name: texts.line(line.type, line.period),
      })),
      taxes: comparison.taxes.map((tax) => ({
        ...tax,
        name: texts.tax(tax.type, formatRate(texts, tax.type, tax.rate)),
      })),
    },
  };
}

/** What a lead keeps of a comparison: the input, the product, the lines and taxes as shown. */
function leadData(result: ComparisonResult, input: Record<string, unknown>) {
  return {
    product: result.product,
    ...input,
    days: result.days,
    total_amount: result.total_amount,
    saving: result.saving,
    saving_percent: result.saving_percent,
    lines: result.operations.lines.map(({ name, amount }) => ({ name, amount })),
    taxes: result.operations.taxes.map(({ name, amount }) => ({ name, amount })),
  };
}

/**
 * `POST price-compare/`: the electricity body checked against the tariff (its periods, a
 * consumption its power can deliver), billed on the tariff's products. 400 with field errors,
 * 409 `comparison_not_available` when the retailer has no product for the tariff.
 */
export async function compareElectricityBody(
  db: Database,
  body: ElectricityCompareBody,
  language: ServerLanguage,
): Promise<ComparisonOutcome> {
  const tariff = await checkedTariff(db, 'electricity', {
    tariffField: 'accessTariff',
    tariff: body.accessTariff,
    comer: body.comerOrigin,
  });
  const consumption = consumptionOf(body);
  const issues = electricityComparisonIssues(tariff.name, {
    power: body.power,
    power2: body.power2,
    consumption,
    startDate: body.startDate,
    endDate: body.endDate,
  });
  if (issues.length > 0) {
    throw new FieldErrorsError(Object.fromEntries(issues.map(([field, code]) => [field, [code]])));
  }
  const periods = comparatorPeriods(tariff.name);
  const products = await comparableProducts(db, 'electricity', tariff.name);
  const best = cheapest(
    products
      .filter(
        (product) =>
          product.powerPrices.length > 0 &&
          product.energyPrices.length >= periods.consumption.length,
      )
      .map((product) => ({
        product,
        comparison: compareElectricity({
          accessTariff: tariff.name,
          power: body.power,
          power2: periods.power2 ? body.power2 : null,
          consumption,
          startDate: body.startDate,
          endDate: body.endDate,
          invoiceAmount: body.invoiceAmount,
          prices: { power: product.powerPrices, energy: product.energyPrices },
        }),
      })),
  );
  if (!best) throw new HttpError(409, 'comparison_not_available');
  const result = toResult(best.product, best.comparison, body, language);
  return {
    result,
    data: leadData(result, {
      access_tariff: tariff.name,
      comer_origin: body.comerOrigin,
      power: body.power,
      power2: periods.power2 ? (body.power2 ?? null) : null,
      ...Object.fromEntries(
        periods.consumption.map((period) => [period, consumption[period] ?? 0]),
      ),
      start_date: body.startDate,
      end_date: body.endDate,
      invoice_amount: body.invoiceAmount,
    }),
  };
}

/**
 * `POST gas/price-compare/`: the gas body billed on the tariff's gas products (a fixed term and one
 * energy price each). 400 with field errors, 409 `comparison_not_available` without a product.
 */
export async function compareGasBody(
  db: Database,
  body: GasCompareBody,
  language: ServerLanguage,
): Promise<ComparisonOutcome> {
  const tariff = await checkedTariff(db, 'gas', {
    tariffField: 'access_tariff',
    tariff: body.access_tariff,
    comer: body.comerOrigin,
  });
  const products = await comparableProducts(db, 'gas', tariff.name);
  const best = cheapest(
    products.flatMap((product) => {
      const [fixedPerDay] = product.powerPrices;
      const [energy] = product.energyPrices;
      if (fixedPerDay === undefined || energy === undefined) return [];
      return [
        {
          product,
          comparison: compareGas({
            consumption: body.consumption,
            startDate: body.startDate,
            endDate: body.endDate,
            invoiceAmount: body.invoiceAmount,
            prices: { fixedPerDay, energy },
          }),
        },
      ];
    }),
  );
  if (!best) throw new HttpError(409, 'comparison_not_available');
  const result = toResult(best.product, best.comparison, body, language);
  return {
    result,
    data: leadData(result, {
      access_tariff: tariff.name,
      comer_origin: body.comerOrigin,
      consumption: body.consumption,
      start_date: body.startDate,
      end_date: body.endDate,
      invoice_amount: body.invoiceAmount,
    }),
  };
}
