import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { endpoint } from './endpoint';

const MailboxQuerySchema = BaseQuerySchema.extend({
  to: z.string().max(254).optional().describe('Only mail sent to this address'),
});

const MailboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      sentAt: z.iso.datetime(),
    }),
  ),
});

export const mail = {
  devMailbox: endpoint({
    method: 'GET',
    path: '/dev/mailbox',
    tags: ['development'],
    access: 'anyone',
    summary: 'Mail the API has sent, newest first (development only, without SMTP_URL)',
    query: MailboxQuerySchema,
    reply: MailboxSchema,
    refusals: [],
  }),
};
