/**
 * The bytes a file of each accepted type starts with (its signature, or "magic number"): PDF
 * (ISO 32000-1 §7.5.2, the header `%PDF-`), PNG (ISO/IEC 15948 §5) and JPEG (ITU T.81, SOI marker
 * then the next marker's FF). A file named `.pdf` whose bytes are not a PDF's is refused when it is
 * chosen, not after it has travelled (issue 25 point 19); the server still checks the whole
 * structure (decision 013).
 */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** How many first bytes `startsAsItsType` needs to judge any type it knows. */
export const FILE_SIGNATURE_LENGTH = 8;

/**
 * Whether a file's first bytes are those of its declared type. A type without a known signature
 * is not judged here (true).
 */
export function startsAsItsType(type: string, head: Uint8Array): boolean {
  const signature = SIGNATURES[type];
  if (!signature) return true;
  return signature.every((byte, at) => head[at] === byte);
}
