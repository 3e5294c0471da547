import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names an ASCII file as it is', () => {
    expect(attachmentDisposition('contrato-0100001.pdf')).toBe(
      `attachment; filename="contrato-0100001.pdf"; filename*=UTF-8''contrato-0100001.pdf`,
    );
  });

  it('keeps accents in filename* and gives a plain fallback', () => {
    expect(attachmentDisposition('condiciones año (2).pdf')).toBe(
      `attachment; filename="condiciones a_o (2).pdf"; filename*=UTF-8''condiciones%20a%C3%B1o%20%282%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes or line breaks', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_b_c__Set-Cookie: x.pdf";')).toBe(true);
  });
});
