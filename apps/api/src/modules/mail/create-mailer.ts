import type { Config } from '../../config';
import { DevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

type Mail = { mailer: Mailer; mailbox: DevMailbox | null; close(): void };

/** SMTP when SMTP_URL is set; otherwise the development mailbox, listed only outside production. */
export function createMailer(config: Config): Mail {
  if (config.SMTP_URL) {
    const smtp = createSmtpMailer({
      url: config.SMTP_URL,
      from: config.MAIL_FROM,
      requireTls: config.SMTP_REQUIRE_TLS,
    });
    return { mailer: smtp, mailbox: null, close: smtp.close };
  }
  const mailbox = new DevMailbox();
  return { mailer: mailbox, mailbox: config.NODE_ENV === 'production' ? null : mailbox, close() {} };
}
