/** Emails: the outbox (always written, readable in development) and the SMTP relay. */
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema';
import { startScheduledWork } from '../../src/jobs/runner';
import { MAIL_RELAY_WORK, type JobContext } from '../../src/jobs/scheduled-work';
import { createUser } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** A minimal SMTP server (no TLS, no auth) that keeps the DATA of each message. */
function startSmtp(): Promise<{ server: Server; port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        server,
        port,
        messages,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Undoes quoted-printable soft line breaks and escapes, enough to search a message for a link. */
const unfoldQuotedPrintable = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('outbox', () => {
  let t: TestApp;
  before(async () => {
    // The anonymous reader the e2e run uses: it exists only when asked for.
    t = await createTestApp({ env: { OUTBOX_API: '1' } });
  });
  after(async () => {
    await t?.close();
  });

  test('GET /api/dev/outbox lists the latest messages, newest first, filtered by recipient', async () => {
    await t.app.mail.send({ to: 'a@exemple.fr', subject: 'Premier', text: 'un' });
    await t.app.mail.send({ to: 'b@exemple.fr', subject: 'Deuxième', text: 'deux' });
    await t.app.mail.send({
      to: 'A@exemple.fr',
      subject: 'Troisième',
      text: 'trois',
      attachments: [{ filename: 'convocation.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' }],
    });
    const all = (await t.app.inject({ url: '/api/dev/outbox?limit=3' })).json().data;
    assert.deepEqual(all.map((m: { subject: string }) => m.subject), ['Troisième', 'Deuxième', 'Premier']);
    assert.deepEqual(all[0].attachments, [{ filename: 'convocation.pdf', size: 13 }]);
    assert.equal(all[0].relayed_at, null);
    const forA = (await t.app.inject({ url: '/api/dev/outbox?to=a@exemple.fr' })).json().data;
    assert.deepEqual(forA.map((m: { subject: string }) => m.subject), ['Troisième', 'Premier']);
    const bad = await t.app.inject({ url: '/api/dev/outbox?limit=0' });
    assert.equal(bad.statusCode, 400);
  });

  test('a message sent inside a rolled-back transaction is not recorded', async () => {
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await t.app.mail.send({ to: 'rollback@exemple.fr', subject: 'Jamais', text: 'x' }, { db: tx });
        throw new Error('annulé');
      }),
    );
    assert.equal((await t.db.select().from(outbox).where(eq(outbox.to, 'rollback@exemple.fr'))).length, 0);
  });
});

describe('SMTP relay', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  before(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  });
  after(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('with SMTP_URL, the reset email is sent through the server and marked relayed', async () => {
    const user = await createUser(t.db, { role: 'stagiaire', name: 'Zoé Rapp' });
    const res = await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: user.email } });
    assert.equal(res.statusCode, 200);
    await t.app.mail.flush();

    const raw = smtp.messages.find((m) => m.includes(user.email));
    assert.ok(raw, 'message received by the SMTP server');
    assert.match(raw, /^From: .*no-reply@irt-demo\.fr/m);
    const body = unfoldQuotedPrintable(raw);
    assert.ok(body.includes('http://portail.test/reinitialisation-mot-de-passe?token='), 'reset link in the message');
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    assert.ok(row.relayed_at);
    assert.equal(row.error, null);
    assert.equal(row.attempts, 1);
  });

  test('with the job queue started, a message written in a transaction is relayed by a job sent with it', async () => {
    const queue = await startScheduledWork(
      { db: t.db, mail: t.app.mail, storage: {} as JobContext['storage'], config: t.config, log: t.app.log },
      { work: [MAIL_RELAY_WORK], catchUp: false, retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false } },
    );
    try {
      await t.db.transaction((tx) => t.app.mail.send({ to: 'file@exemple.fr', subject: 'Par la file', text: 'x' }, { db: tx }));
      await assert.rejects(
        t.db.transaction(async (tx) => {
          await t.app.mail.send({ to: 'jamais@exemple.fr', subject: 'Jamais', text: 'x' }, { db: tx });
          throw new Error('annulé');
        }),
      );
      // No flush: the relay job, committed with the message, does it (the queue looks every 2 seconds).
      const deadline = Date.now() + 20_000;
      while (!smtp.messages.some((m) => m.includes('file@exemple.fr')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      assert.ok(smtp.messages.some((m) => m.includes('file@exemple.fr')), 'relayed by the job');
      // The job records its completion just after the relay: on a busy machine, a moment later.
      let jobs = await queue.boss.getQueueSize(MAIL_RELAY_WORK.name, { before: 'completed' });
      while (jobs > 0 && Date.now() < deadline + 10_000) {
        await new Promise((r) => setTimeout(r, 200));
        jobs = await queue.boss.getQueueSize(MAIL_RELAY_WORK.name, { before: 'completed' });
      }
      assert.equal(jobs, 0, 'nothing left waiting');
    } finally {
      await queue.stop();
    }
  });

  test('a failing SMTP server leaves the message recorded with the error, for a later attempt', async () => {
    await smtp.close();
    await t.app.mail.send({ to: 'panne@exemple.fr', subject: 'Panne', text: 'x' });
    await t.app.mail.flush();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'panne@exemple.fr'));
    assert.equal(row.relayed_at, null);
    assert.ok(row.error);
    assert.ok(row.attempts >= 1);
  });
});
