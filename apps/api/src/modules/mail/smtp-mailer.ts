import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through the SMTP server of SMTP_URL (credentials and TLS in the URL, as nodemailer reads it). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
