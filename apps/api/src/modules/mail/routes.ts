import { mail } from '@seed/contract/mail';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { DevMailbox } from './dev-mailbox';

/** Registered only outside production and without SMTP_URL: mail to anyone must never be readable. */
export async function devMailboxRoutes(app: FastifyInstance, { mailbox }: { mailbox: DevMailbox }) {
  serve(app, mail.devMailbox, async (request) => ({
    messages: mailbox
      .list(request.query.to)
      .map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })),
  }));
}
