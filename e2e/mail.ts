import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Where the e2e server writes its mail (no SMTP_URL): DATA_DIR/mail, see playwright.config.ts. */
const mailDir = () => path.join(process.env.MOTIO_E2E_DATA_DIR!, 'mail');

export interface DeliveredMail {
  subject: string;
  text: string;
  /** Addresses of the Reply-To header, if any. */
  replyTo: string[];
  /** File names of the attached documents. */
  attachments: string[];
}

export interface ReceivedMail extends DeliveredMail {
  /** The first link in the text that points into the app. */
  link: string;
}

/** Waits for the worker to deliver a mail to `to` whose subject contains `subject`. */
export async function waitForDelivery(
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<DeliveredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await fs.readdir(mailDir()).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(await fs.readFile(path.join(mailDir(), file)));
      const recipients = [mail.to].flat().map((address) => address?.text ?? '');
      if (!recipients.includes(to) || !mail.subject?.includes(subject)) continue;
      const replyTo = (mail.replyTo?.value ?? []).map((address) => address.address ?? '');
      const attachments = mail.attachments.map((attachment) => attachment.filename ?? '');
      return { subject: mail.subject, text: mail.text ?? '', replyTo, attachments };
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Like waitForDelivery, for a mail that carries a link (verification, reset, invitation). */
export async function waitForMail(
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const mail = await waitForDelivery(to, subject, timeoutMs);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`mail "${mail.subject}" to ${to} has no link`);
  return { ...mail, link };
}

/** The path and query of a link from a mail, to open on the test server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};
