import type { Tx } from '@seed/db/client';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Where the API's mail goes: SMTP when SMTP_URL is set, else the development mailbox; through the job queue
 * when the app has one (mail-queue.ts). A mail sent `within` a transaction is queued by it, so it goes only if
 * the transaction commits; a mailer without a queue sends it at once, and a failure then rolls the
 * transaction back.
 */
export type Mailer = { send(message: MailMessage, within?: Tx): Promise<void> };
