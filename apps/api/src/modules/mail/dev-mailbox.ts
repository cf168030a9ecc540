import type { Mailer, MailMessage } from './mailer';

export type StoredMail = MailMessage & { sentAt: Date };

// Enough for a few browser-test runs; older mail is dropped so a long dev session does not grow forever.
const KEPT_MESSAGES = 100;

/**
 * Development and tests without SMTP_URL: mail is kept in this process's memory, newest first, and
 * listed by GET /api/dev/mailbox, so a code can be read back without a mail server.
 */
export class DevMailbox implements Mailer {
  #messages: StoredMail[] = [];

  async send(message: MailMessage): Promise<void> {
    this.#messages.unshift({ ...message, sentAt: new Date() });
    this.#messages.length = Math.min(this.#messages.length, KEPT_MESSAGES);
  }

  list(to?: string): StoredMail[] {
    const address = to?.trim().toLowerCase();
    return address ? this.#messages.filter((mail) => mail.to === address) : [...this.#messages];
  }
}
