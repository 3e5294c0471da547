import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** An e-mail as a test reads it: decoded headers we care about and the decoded text and HTML. */
export type ParsedEmail = {
  file?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Parses the single-level MIME messages nodemailer writes (text, HTML or multipart/alternative). */
export function parseEmail(raw: string): ParsedEmail {
  const { headers, body } = splitHead(raw);
  const parsed: ParsedEmail = {
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitHead(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const decoded = decodeBody(part.headers, part.body).replace(/\r?\n$/, '');
    if (type.startsWith('text/html')) parsed.html = decoded;
    else if (type.startsWith('text/plain')) parsed.text = decoded;
  }
  return parsed;
}

/** The .eml files of an outbox directory, oldest first (their names start with a timestamp). */
export function listEmailFiles(outboxDir: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
}

export function readEmailFile(outboxDir: string, name: string): ParsedEmail {
  return { ...parseEmail(readFileSync(path.join(outboxDir, name), 'utf8')), file: name };
}

/** The password-reset token in an e-mail's link (`…?token=…`). */
export function resetTokenOf(email: ParsedEmail): string {
  const match = /[?&]token=([^\s&"<]+)/.exec(email.text);
  if (!match) throw new Error(`no reset link in the e-mail:\n${email.text}`);
  return decodeURIComponent(match[1]!);
}
