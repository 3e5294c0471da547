/** The characters of WinAnsiEncoding beyond Latin-1's printable ranges (PDF 32000-1, annex D). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/**
 * Text a PDF standard font (Helvetica, WinAnsiEncoding) can show: Spanish and Catalan letters are
 * kept; another accented letter loses its accent (ő → o), any other character becomes "?", where
 * the font would otherwise draw a wrong glyph. Line breaks and tabs become spaces.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC').replace(/[\t\r\n]+/g, ' ')) {
    if (isWinAnsi(char)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    result += base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
  }
  return result;
}
