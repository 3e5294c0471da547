/**
 * A CSV file as the body of an import: browsers type a `.csv` as they please (`text/csv`,
 * `application/vnd.ms-excel` on Windows, or nothing), the imports take `text/csv` only.
 */
export const csvBody = (file: File): Blob => new Blob([file], { type: 'text/csv' });
