/**
 * Email: `app.mail.send(...)` records every message in the `outbox` table; when SMTP_URL is set a
 * relay sends the recorded messages through that server (a few attempts each). The relay runs as a job of
 * the queue (the 'mail-relay' entry of jobs/scheduled-work.ts): every minute, and as soon as a message is
 * recorded (the job is sent in the same transaction as the message).
 *
 * Because the message is first a row, sending inside a transaction is safe: pass `{ db: tx }` and
 * a rolled-back transaction sends nothing. The relay only sees committed rows.
 *
 * The messages are readable at GET /api/dev/outbox in development (modules/outbox).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { INSTITUTE_NAME } from '../config';
import { outsideTransaction, type Db, type DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import { queryRows } from '../lib/sql';
import { escapeHtml } from '../lib/html';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  /** Where the recipient's answer goes, when not to the institute's sender address. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Records the message (with `db`, e.g. a transaction, when given) and schedules its relay. */
  send(message: MailMessage, options?: { db?: Db }): Promise<{ id: number }>;
  /** Relays pending messages now (no-op without SMTP); resolves when done. */
  flush(): Promise<void>;
  /**
   * Relays pending messages now: how many were sent, and the SMTP server's error that stopped the pass
   * (the other messages wait for the next one). Nothing to do without SMTP.
   */
  relay(): Promise<RelayResult>;
  /** Given by the job queue when it starts: sends a relay job with the message's transaction. */
  useRelayQueue(enqueue: ((db: DbOrTx) => Promise<void>) | null): void;
}

export interface RelayResult {
  sent: number;
  error: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** About 8.5 hours of retries (1 + 2 + … + 256 minutes). */
export const MAX_RELAY_ATTEMPTS = 9;

export interface EmailContent {
  /** First line, e.g. "Bonjour Marie Dupont,". */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button (e.g. the link's validity). */
  after?: string[];
}

/** Text and HTML versions of an email of the institute (same content, signed with its name). */
export function composeEmail(content: EmailContent): { text: string; html: string } {
  const signature = `L'équipe de l'${INSTITUTE_NAME}`;
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label} : ${content.action.url}`);
  textParts.push(...(content.after ?? []), signature);
  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#3f51b5;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="fr"><body style="font-family:Arial,Helvetica,sans-serif;color:#222222;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px">` +
    `<p style="font-weight:bold;color:#3f51b5;margin:0 0 24px">${escapeHtml(INSTITUTE_NAME)}</p>` +
    para(content.greeting) +
    content.paragraphs.map(para).join('') +
    button +
    (content.after ?? []).map(para).join('') +
    para(signature) +
    `</div></body></html>`;
  return { text: textParts.join('\n\n'), html };
}

interface ClaimedRow {
  id: number;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; size: number; content_type?: string; content?: string }[] | null;
}

/**
 * Sends the due messages of the outbox through `transport`, one claimed at a time, until none is left or
 * the server refuses one (its error is recorded on the message and returned).
 */
export async function relayOutbox(
  db: Db,
  transport: Pick<Transporter, 'sendMail'>,
  from: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RelayResult> {
  let sent = 0;
  for (;;) {
    // Claim one due message atomically (two server processes never send the same one) and push its
    // next attempt back: 1, 2, 4… minutes, so an SMTP outage of a few hours loses nothing.
    const [row] = await queryRows<ClaimedRow>(
      db,
      sql`
        UPDATE ${outbox}
        SET attempts = attempts + 1, next_attempt_at = now() + make_interval(mins => power(2, attempts)::int)
        WHERE id = (
          SELECT id FROM ${outbox}
          WHERE relayed_at IS NULL AND attempts < ${MAX_RELAY_ATTEMPTS} AND next_attempt_at <= now()
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", reply_to, subject, text, html, attachments`,
    );
    if (!row) return { sent, error: null };
    try {
      await transport.sendMail({
        from,
        to: row.to,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: (row.attachments ?? []).map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content ?? '', 'base64'),
          contentType: a.content_type,
        })),
      });
      await db.update(outbox).set({ relayed_at: new Date(), error: null }).where(eq(outbox.id, row.id));
      sent += 1;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ outboxId: row.id, err: message }, 'email relay failed');
      await db.update(outbox).set({ error: message.slice(0, 1000) }).where(eq(outbox.id, row.id));
      // The server is probably unreachable: leave the other messages to the next pass.
      return { sent, error: message };
    }
  }
}

async function mailPlugin(app: FastifyInstance, opts: { smtpUrl?: string; from: string }) {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let running: Promise<RelayResult> | null = null;
  let closed = false;
  let enqueueRelay: ((db: DbOrTx) => Promise<void>) | null = null;

  const relayPending = () => (transport ? relayOutbox(app.db, transport, opts.from, app.log) : Promise.resolve({ sent: 0, error: null }));

  /** One pass at a time in this process (a second caller waits for the running one). */
  function relay(): Promise<RelayResult> {
    if (!transport || closed) return Promise.resolve({ sent: 0, error: null });
    if (!running) {
      // Detached from the caller's transaction scope: the relay uses the root database.
      running = outsideTransaction(() =>
        relayPending().finally(() => {
          running = null;
        }),
      );
    }
    return running;
  }

  const mailer: Mailer = {
    async send(message, options = {}) {
      const db = options.db ?? app.db;
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          reply_to: message.replyTo ?? null,
          subject: message.subject.slice(0, 255),
          text: message.text,
          html: message.html ?? null,
          attachments: message.attachments?.length
            ? message.attachments.map((a) => ({
                filename: a.filename,
                size: a.content.length,
                content_type: a.contentType,
                content: a.content.toString('base64'),
              }))
            : null,
        })
        .returning({ id: outbox.id });
      // The relay job goes with the message (same transaction): it runs once the message is committed.
      if (transport && enqueueRelay) await enqueueRelay(db);
      return { id: row.id };
    },
    async flush() {
      await running?.catch(() => undefined);
      await relay().catch((err: unknown) => app.log.error({ err }, 'email relay error'));
    },
    relay,
    useRelayQueue(enqueue) {
      enqueueRelay = enqueue;
    },
  };
  app.decorate('mail', mailer);

  app.addHook('onClose', async () => {
    closed = true;
    enqueueRelay = null;
    await running?.catch(() => undefined);
    transport?.close();
  });
}

export default fp(mailPlugin, { name: 'irt-mail', dependencies: ['irt-db'] });
