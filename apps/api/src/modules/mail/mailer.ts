export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Where the API's mail goes: SMTP when SMTP_URL is set, else the development mailbox. */
export type Mailer = { send(message: MailMessage): Promise<void> };
