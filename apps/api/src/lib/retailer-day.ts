/** The retailer's calendar is Madrid's: a battery starts, and a document is dated, by that day. */
const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/** The day in Madrid at `at` (now by default), YYYY-MM-DD. */
export function retailerDay(at: Date = new Date()): string {
  return madridDay.format(at);
}
