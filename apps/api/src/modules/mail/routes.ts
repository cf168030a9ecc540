import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevMailbox } from './dev-mailbox';

const MailboxQuerySchema = BaseQuerySchema.extend({
  to: z.string().max(254).optional().describe('Only mail sent to this address'),
});

const MailboxSchema = z.object({
  messages: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), sentAt: z.date() }),
  ),
});

/** Registered only outside production and without SMTP_URL: mail to anyone must never be readable. */
export async function devMailboxRoutes(app: FastifyInstance, { mailbox }: { mailbox: DevMailbox }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail the API has sent, newest first (development only, without SMTP_URL)',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxSchema, ...errorResponses },
      },
    },
    async (request) => ({ messages: mailbox.list(request.query.to) }),
  );
}
