import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { outboxDir } from '../portal';

/** Undoes the quoted-printable transfer encoding of an .eml body (soft breaks and =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every e-mail the outbox holds for a recipient, decoded. */
export async function emailsTo(recipient: string): Promise<string[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(
    files
      .filter((name) => name.endsWith('.eml'))
      .map(async (file) =>
        decodeQuotedPrintable(await readFile(path.join(outboxDir, file), 'utf8')),
      ),
  );
  return texts.filter((text) => text.includes(`To: ${recipient}`));
}

/**
 * Waits for the portal's e-mail to a recipient (and holding `containing`, when given) to land in
 * the outbox and returns its decoded text.
 */
export async function waitForEmailTo(recipient: string, containing = ''): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const text = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), 'utf8'));
          if (text.includes(`To: ${recipient}`) && text.includes(containing)) found = text;
        }
        return found !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}
