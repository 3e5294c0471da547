import ExcelJS from 'exceljs';
import type { ServerLanguage } from '../../lib/language';
import type { BatteryExportRow } from './contract-documents.repository';
import { workbookTexts } from './document-texts';

/** A YYYY-MM-DD day as the Date whose UTC midnight it is: spreadsheets store days without a zone. */
function excelDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/**
 * The batteries download (spec 2 point 7 "Virtual batteries"): one row per battery entry, headers in
 * the request's language, amounts and dates as numbers and dates with formats, so the sheet sums and
 * sorts. Excel shows the formats' separators in the reader's own locale.
 */
export async function buildBatteriesWorkbook(
  rows: BatteryExportRow[],
  language: ServerLanguage,
  organizationName: string,
): Promise<Buffer> {
  const texts = workbookTexts[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = organizationName;
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const date = 'dd/mm/yyyy';
  sheet.columns = [
    { header: texts.columns.contract, key: 'contract', width: 12 },
    { header: texts.columns.cups, key: 'cups', width: 24 },
    { header: texts.columns.batteryCode, key: 'batteryCode', width: 16 },
    { header: texts.columns.batteryName, key: 'batteryName', width: 36 },
    { header: texts.columns.pes, key: 'pes', width: 10, style: { numFmt: '#,##0.00' } },
    { header: texts.columns.percentage, key: 'percentage', width: 14, style: { numFmt: '0' } },
    {
      header: texts.columns.totalDiscount,
      key: 'totalDiscount',
      width: 16,
      style: { numFmt: '#,##0.00 "€"' },
    },
    { header: texts.columns.discountManagement, key: 'discountManagement', width: 22 },
    { header: texts.columns.start, key: 'start', width: 12, style: { numFmt: date } },
    { header: texts.columns.end, key: 'end', width: 12, style: { numFmt: date } },
    { header: texts.columns.origin, key: 'origin', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      contract: row.contractName,
      cups: row.cups,
      batteryCode: row.batteryCode,
      batteryName: row.batteryName,
      pes: row.pes,
      percentage: row.pesPercentatge,
      // numeric(12,2) read as text; a cell holds a number, which shows exactly at two decimals.
      totalDiscount: Number(row.totalDescompte),
      discountManagement: row.discountManagement,
      start: excelDay(row.startDate),
      end: row.endDate === null ? null : excelDay(row.endDate),
      origin: row.isOrigin ? texts.yes : texts.no,
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
