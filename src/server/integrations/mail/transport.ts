import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAddress, RenderedMail } from './templates.js';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

/** A rendered mail with its documents (PDFs rendered at delivery) among the attachments. */
export interface OutgoingMail extends Omit<RenderedMail, 'attachments'> {
  to: string;
  replyTo?: MailAddress;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Resolves once the mail is accepted by the SMTP server or written to disk. */
  send(mail: OutgoingMail, reference: { id: string; template: string }): Promise<void>;
  close(): void;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each mail is written as an .eml file to `mailDir`
 * (open it with any mail program) and its file name logged.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, from, mailDir, log } = options;
  // nodemailer is loaded with the first mail, not at start-up.
  let transporter: Promise<Transporter> | undefined;
  const transporterOnce = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true }),
    ));

  return {
    async send(mail, reference) {
      const info = await (await transporterOnce()).sendMail({ from, ...mail });
      if (smtpUrl) return;
      await fs.mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(mailDir, `${stamp}-${reference.template}-${reference.id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file, template: reference.template }, 'mail written to file (SMTP_URL not set)');
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
