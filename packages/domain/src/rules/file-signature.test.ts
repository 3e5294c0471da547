import { describe, expect, it } from 'vitest';
import { startsAsItsType } from './file-signature';

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('startsAsItsType', () => {
  it('knows a PDF by its header, whatever its name says', () => {
    expect(startsAsItsType('application/pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(startsAsItsType('application/pdf', bytes('Hello, this is text'))).toBe(false);
    expect(startsAsItsType('application/pdf', bytes('%PD'))).toBe(false);
    expect(startsAsItsType('application/pdf', new Uint8Array())).toBe(false);
  });

  it('knows PNG and JPEG images', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(startsAsItsType('image/png', png)).toBe(true);
    expect(startsAsItsType('image/jpeg', jpeg)).toBe(true);
    expect(startsAsItsType('image/png', jpeg)).toBe(false);
    expect(startsAsItsType('image/jpeg', png)).toBe(false);
  });

  it('does not judge a type it has no signature for', () => {
    expect(startsAsItsType('text/plain', bytes('anything'))).toBe(true);
  });
});
