import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

type SmtpOptions = { url: string; from: string; requireTls: boolean };

/**
 * Sends through the SMTP server of SMTP_URL (credentials in the URL, as nodemailer reads it). smtps:// is TLS
 * from the first byte; plain smtp:// (port 587, 25) upgrades with STARTTLS only when the server offers it,
 * so a stripped offer would send the password and the sign-in codes in clear: `requireTls` refuses that.
 */
export function createSmtpMailer({ url, from, requireTls }: SmtpOptions): Mailer & { close(): void } {
  const transport = createTransport({
    url,
    requireTLS: requireTls && url.startsWith('smtp:'),
    // nodemailer waits up to 2 and 10 minutes by default: a shopper waiting for a code, or a queued mail
    // whose job would expire and be sent again by another worker (mail-queue.ts), is better told sooner.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
