import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Where the e2e server writes its mail (no SMTP_URL): DATA_DIR/mail, see playwright.config.ts. */
const mailDir = () => path.join(process.env.MOTIO_E2E_DATA_DIR!, 'mail');

export interface ReceivedMail {
  subject: string;
  text: string;
  /** The first link in the text that points into the app. */
  link: string;
}

/** Waits for the worker to deliver a mail to `to` whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await fs.readdir(mailDir()).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(await fs.readFile(path.join(mailDir(), file)));
      const recipients = [mail.to].flat().map((address) => address?.text ?? '');
      if (!recipients.includes(to) || !mail.subject?.includes(subject)) continue;
      const text = mail.text ?? '';
      const link = /https?:\/\/\S+/.exec(text)?.[0];
      if (!link) throw new Error(`mail "${mail.subject}" to ${to} has no link`);
      return { subject: mail.subject, text, link } satisfies ReceivedMail;
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of a link from a mail, to open on the test server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};
