/** Upload limit when the setting fileUploadSizeLimit is absent (spec 1 point 5, spec 2 point 5). */
export const DEFAULT_FILE_UPLOAD_SIZE_LIMIT = 15_000_000;

const BYTES_PER_MEGABYTE = 1_000_000;

/** A file no bigger than the upload limit, in bytes (spec 1 point 5, spec 2 point 5 "Files"). */
export function isFileWithinLimit(
  sizeBytes: number,
  limit: number = DEFAULT_FILE_UPLOAD_SIZE_LIMIT,
): boolean {
  return Number.isFinite(sizeBytes) && sizeBytes >= 0 && sizeBytes <= limit;
}

/**
 * The limit in decimal megabytes for the file_too_large message (spec 2 point 5: 15,000,000 bytes is
 * "15 MB"), rounded to two decimals.
 */
export function bytesToMegabytes(limit: number): number {
  return Math.round((limit / BYTES_PER_MEGABYTE) * 100) / 100;
}

const SIZE_UNITS = [
  { unit: 'GB', bytes: 1_000_000_000 },
  { unit: 'MB', bytes: 1_000_000 },
] as const;

/**
 * An attachment's size_text (spec 2 point 3 "Attachment"): a number plus KB, MB or GB, in decimal
 * units as `bytesToMegabytes`, one decimal at most ("245.8 KB", "1.2 MB"). Under a megabyte it is
 * KB, so the download menu's size order KB < MB < GB (spec 2 point 9) holds.
 */
export function formatFileSize(sizeBytes: number): string {
  const { unit, bytes } = SIZE_UNITS.find((size) => sizeBytes >= size.bytes) ?? {
    unit: 'KB',
    bytes: 1_000,
  };
  return `${Math.round((sizeBytes / bytes) * 10) / 10} ${unit}`;
}

const SIZE_TEXT_PATTERN = /^(\d+(?:\.\d+)?) (KB|MB|GB)$/;

/**
 * A size_text as the API sends it ("1.4 KB", a dot whatever the language) written in the user's
 * locale ("1,4 KB" in ca-ES and es-ES). Any other text is shown as sent.
 */
export function localizeFileSize(sizeText: string, locale: string): string {
  const match = SIZE_TEXT_PATTERN.exec(sizeText);
  if (!match) return sizeText;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    Number(match[1]),
  );
  return `${number}\u00a0${match[2]}`;
}
