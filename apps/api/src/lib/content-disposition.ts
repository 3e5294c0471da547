/**
 * `attachment` with the file's name (RFC 6266): an ASCII fallback for old clients and the exact
 * UTF-8 name in filename* (RFC 8187), so "condiciones-año.pdf" keeps its ñ.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
