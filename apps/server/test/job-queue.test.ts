import { eq, sql } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/infra/db/schema';
import { startQueue } from '../src/infra/queue/queue';
import { createTestApp, createTestDatabase } from './helpers';
import { freePort } from './processes';

/** An SMTP server that answers every connection and accepts every message. */
function smtpAcceptingAll(port: number) {
  const server = net.createServer((socket) => {
    socket.write('220 ready\r\n');
    let data = false;
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          }
        } else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise<net.Server>((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

// A port where nothing listens yet: the SMTP server is down when the message is sent.
const port = await freePort();
const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
afterAll(() => t.close());

const messageTo = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, email)))[0];

describe('background e-mail delivery', () => {
  it('answers at once while the SMTP server is down, and delivers on a later try', async () => {
    const user = await t.asUser();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);

    // The first try fails and is recorded; the job waits for its next try.
    await expect
      .poll(async () => (await messageTo(user.email))?.status, { timeout: 15_000 })
      .toBe('failed');
    expect((await messageTo(user.email))?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The outbox row is marked before the job throws, so the queue's own state follows a moment later.
    const id = String((await messageTo(user.email))!.id);
    await expect
      .poll(
        async () =>
          (
            await t.db.execute<{ state: string }>(
              sql`select state from pgboss.job where name = 'mail-delivery' and data->>'outboxId' = ${id}`,
            )
          ).rows[0]?.state,
        { timeout: 15_000 },
      )
      .toBe('retry');

    const smtp = await smtpAcceptingAll(port);
    try {
      // The retry is due now rather than in a minute; the queue delivers it by itself.
      await t.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'mail-delivery' and state = 'retry'`,
      );
      await expect
        .poll(async () => (await messageTo(user.email))?.status, { timeout: 15_000 })
        .toBe('sent');
      expect((await messageTo(user.email))?.attempts).toBe(2);
    } finally {
      await new Promise((done) => smtp.close(done));
    }
  });
});

describe('stopping the queue', () => {
  it('lets a job cut short end after the database is closed, and queues nothing more', async () => {
    const database = await createTestDatabase();
    const logger = t.app.log;
    const queue = await startQueue(database.db, logger);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: (error: Error) => void;
    await queue.work('pdf-prepare', async () => {
      started();
      await new Promise<void>((_, reject) => (finish = reject));
    });
    await queue.send('pdf-prepare', { pdfId: 'a-pdf' });
    await running;

    // The job outlives the stop's grace period and the pool; its failure then has nowhere to go.
    await queue.stop();
    await database.close();
    const unhandled: unknown[] = [];
    const keep = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', keep);
    try {
      finish(new Error('The PDF printer is shut down'));
      await new Promise((done) => setTimeout(done, 200));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', keep);
    }
    await expect(queue.send('mail-delivery', { outboxId: 1 })).rejects.toThrow(
      'The job queue has stopped; mail-delivery was not queued',
    );
  });
});
