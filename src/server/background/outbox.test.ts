import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { createMailTransport } from '../integrations/mail/transport.js';
import { openTestDatabase } from '../test/database.js';
import { startTestSmtpServer } from '../test/smtp.js';
import { deliverDueMail, enqueueMail, MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox.js';

const log = pino({ level: 'silent' });
const verification = (to: string) =>
  ({
    template: 'verify-email',
    to,
    data: { name: 'Ana', link: 'http://localhost:3000/verify-email?token=abc123' },
  }) as const;

describe('mail outbox over SMTP', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  const clock = manualClock();
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    smtp.state.failing = false;
    smtp.received.length = 0;
    await database.db.delete(outbox);
  });

  const deliver = () =>
    deliverDueMail({
      db: database.db,
      clock,
      log,
      appOrigin: 'http://localhost:3000',
      transport: createMailTransport({
        smtpUrl: smtp.url,
        from: 'Motio <no-reply@motio.test>',
        mailDir: '/nonexistent',
        log,
      }),
    });

  it('sends a queued mail in plain text and HTML, then forgets its link', async () => {
    await enqueueMail(database.db, clock, verification('ana@example.com'));
    expect(await deliver()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: 'ana@example.com' });
    expect(mail!.from!.value[0]).toMatchObject({ name: 'Motio', address: 'no-reply@motio.test' });
    expect(mail!.subject).toBe('Confirm your email address for Motio');
    expect(mail!.text).toContain('http://localhost:3000/verify-email?token=abc123');
    expect(mail!.html).toContain('href="http://localhost:3000/verify-email?token=abc123"');

    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      payload: { template: 'verify-email' },
    });
    expect(await deliver()).toBe(0);
  });

  it('sends a contact message to support with Reply-To the sender, then forgets what it said', async () => {
    await enqueueMail(database.db, clock, {
      template: 'contact-support',
      to: 'support@motio.test',
      replyTo: { name: 'Ana Petrović', address: 'ana@example.com' },
      data: {
        name: 'Ana Petrović',
        email: 'ana@example.com',
        subject: 'Importing <old> records',
        message: 'First line\nSecond line',
        inquiryType: 'support',
        accountEmail: null,
      },
    });
    expect(await deliver()).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: 'support@motio.test' });
    expect(mail!.replyTo!.value[0]).toEqual({ name: 'Ana Petrović', address: 'ana@example.com' });
    expect(mail!.subject).toBe('[Support] Importing <old> records');
    expect(mail!.text).toContain('First line\nSecond line');
    expect(mail!.html).toContain('Importing &lt;old&gt; records');

    const [row] = await database.db.select().from(outbox);
    expect(row!.payload).toEqual({ template: 'contact-support' });
  });

  it('keeps a mail the server refuses and retries it with growing delays', async () => {
    smtp.state.failing = true;
    await enqueueMail(database.db, clock, verification('retry@example.com'));
    expect(await deliver()).toBe(1);
    let [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/451/);
    expect(row!.runAfter.getTime() - clock.now().getTime()).toBe(retryDelayMs(1));

    expect(await deliver()).toBe(0);
    smtp.state.failing = false;
    clock.advance(retryDelayMs(1));
    expect(await deliver()).toBe(1);
    [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    smtp.state.failing = true;
    await enqueueMail(database.db, clock, verification('never@example.com'));
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await deliver()).toBe(1);
      clock.advance(retryDelayMs(attempt));
    }
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(await deliver()).toBe(0);
  });

  it('sends each mail once when two workers deliver at the same time', async () => {
    for (let n = 0; n < 12; n += 1)
      await enqueueMail(database.db, clock, verification(`m${n}@example.com`));
    const counts = await Promise.all([deliver(), deliver()]);
    await deliver();
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(12);
    expect(counts[0]! + counts[1]!).toBeLessThanOrEqual(12);
    const sent = await database.db.select().from(outbox).where(eq(outbox.status, 'sent'));
    expect(sent).toHaveLength(12);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/mail', async () => {
    const database = await openTestDatabase();
    const clock = manualClock();
    const mailDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'motio-mail-')), 'mail');
    try {
      await enqueueMail(database.db, clock, verification('file@example.com'));
      await deliverDueMail({
        db: database.db,
        clock,
        log,
        appOrigin: 'http://localhost:3000',
        transport: createMailTransport({ from: 'Motio <no-reply@motio.test>', mailDir, log }),
      });
      const files = await fs.readdir(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/verify-email-[0-9a-f-]+\.eml$/);
      const eml = await fs.readFile(path.join(mailDir, files[0]!), 'utf8');
      expect(eml).toContain('To: file@example.com');
      expect(eml).toContain('Subject: Confirm your email address for Motio');
    } finally {
      await database.close();
    }
  });
});
