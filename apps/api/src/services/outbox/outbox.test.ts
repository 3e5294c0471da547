import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { listEmailFiles, parseEmail, resetTokenOf } from '../../testing/mail';

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP server that accepts anything and keeps what it receives. */
async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const requestReset = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/reset/?lang=en',
    payload: { nif: '12345678Z', email: 'laura.garcia@example.com' },
  });

async function outboxRows(t: TestApp) {
  return t.app.services.db.select().from(outbox).orderBy(outbox.id);
}

describe('outbox delivery over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a reset e-mail to the SMTP server and marks it sent', async () => {
    expect((await requestReset(t)).statusCode).toBe(202);
    expect(await t.app.services.outbox.deliverPending()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['laura.garcia@example.com']);
    expect(message!.from).toBe('no-reply@portal.localhost');
    const email = parseEmail(message!.raw);
    expect(email.subject).toBe('Reset your password');
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/reset/${resetTokenOf(email)}`,
    });
    expect(check.statusCode).toBe(200);

    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(listEmailFiles(t.outboxDir)).toEqual([]);

    // Sent is sent: a second run delivers nothing again.
    expect(await t.app.services.outbox.deliverPending()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('outbox delivery when the mail server is down', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it('keeps the e-mail pending with the error, and delivers it once the server is back', async () => {
    const { db, outbox: mail } = t.app.services;
    const response = await requestReset(t);
    expect(response.statusCode).toBe(202);

    expect(await mail.deliverPending()).toBe(0);
    const [failed] = await outboxRows(t);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed!.lastError).toEqual(expect.stringContaining('ECONNREFUSED'));
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: another run leaves it alone.
    expect(await mail.deliverPending()).toBe(0);
    expect((await outboxRows(t))[0]!.attempts).toBe(1);

    const smtp = await startSmtpServer(port);
    try {
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outbox.id, failed!.id));
      expect(await mail.deliverPending()).toBe(1);
      expect(smtp.received.map((message) => message.to)).toEqual([['laura.garcia@example.com']]);
      const token = resetTokenOf(parseEmail(smtp.received[0]!.raw));
      const check = await t.app.inject({ method: 'GET', url: `/api/v1/user/reset/${token}` });
      expect(check.statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
    const [sent] = await outboxRows(t);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt and keeps the row as failed', async () => {
    const { db, outbox: mail } = t.app.services;
    await requestReset(t);
    const rows = await outboxRows(t);
    const row = rows[rows.length - 1]!;
    await db
      .update(outbox)
      .set({ attempts: 7, nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, row.id));
    expect(await mail.deliverPending()).toBe(0);
    const [after] = await db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 8 });
    expect(after!.lastError).toBeTruthy();
    expect(after!.textBody).toBe(row.textBody);
  });
});
