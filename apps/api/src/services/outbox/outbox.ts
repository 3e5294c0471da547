import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import * as repo from './outbox.repository';

type Sender = { send(message: repo.OutgoingEmail & { id: number }): Promise<string> };

const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** SMTP through nodemailer when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox. */
function createSender(mail: Config['mail'], log: FastifyBaseLogger): Sender {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: mail.from, ...message });
        return String(info.messageId);
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await mkdir(mail.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(mail.outboxDir, `${stamp}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox');
      return file;
    },
  };
}

export type Outbox = {
  /** Writes the e-mail in the caller's transaction, so it exists exactly when the change does. */
  enqueue(tx: Pick<Database, 'insert'>, email: repo.OutgoingEmail): Promise<void>;
  /** Delivers what is due; returns how many were sent. Tests call it to flush deterministically. */
  deliverPending(): Promise<number>;
  /** Asks the worker to run soon (after a commit that enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
};

export function createOutbox(db: Database, mail: Config['mail'], log: FastifyBaseLogger): Outbox {
  const sender = createSender(mail, log);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliverBatch(): Promise<number> {
    const due = await repo.claimDueEmails(db, BATCH_SIZE);
    let sent = 0;
    for (const row of due) {
      try {
        await sender.send({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          ...(row.htmlBody ? { html: row.htmlBody } : {}),
        });
        await repo.markEmailSent(db, row.id, row.attempts + 1);
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const backoffSeconds = Math.min(2 ** attempts * 30, 6 * 3600);
        log.warn({ err: error, outboxId: row.id, attempts }, 'e-mail delivery failed');
        await repo.recordFailedAttempt(db, row.id, {
          attempts,
          givenUp: attempts >= MAX_ATTEMPTS,
          error: error instanceof Error ? error.message : String(error),
          retryInSeconds: backoffSeconds,
        });
      }
    }
    return sent;
  }

  async function deliverPending(): Promise<number> {
    while (running) await running;
    running = deliverBatch();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      deliverPending()
        .catch((error: unknown) => log.error({ err: error }, 'outbox run failed'))
        .finally(() => schedule(mail.pollSeconds * 1000));
    }, delayMs);
    timer.unref();
  }

  return {
    enqueue: repo.insertQueuedEmail,
    deliverPending,
    kick: () => schedule(0),
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running.catch(() => 0);
    },
  };
}
