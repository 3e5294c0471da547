import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/outbox';

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

type Sender = { send(message: OutgoingEmail & { id: number }): Promise<string> };

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
  enqueue(tx: Pick<Database, 'insert'>, email: OutgoingEmail): Promise<void>;
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
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        // Claim the batch for a while so another instance does not send it too.
        await tx
          .update(outbox)
          .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
          .where(
            inArray(
              outbox.id,
              rows.map((row) => row.id),
            ),
          );
      }
      return rows;
    });
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
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
          .where(eq(outbox.id, row.id));
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const backoffSeconds = Math.min(2 ** attempts * 30, 6 * 3600);
        log.warn({ err: error, outboxId: row.id, attempts }, 'e-mail delivery failed');
        await db
          .update(outbox)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            lastError: error instanceof Error ? error.message : String(error),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
          })
          .where(eq(outbox.id, row.id));
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
    async enqueue(tx, email) {
      await tx.insert(outbox).values({
        recipient: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
      });
    },
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
