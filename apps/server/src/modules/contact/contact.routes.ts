import {
  ContactMessage,
  contactMessageRequestSchema,
  contactMessageResponseSchema,
} from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailInBody, perAccountLimit, perIpLimit } from '../../http/request-limits';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/api/contact',
    {
      config: perIpLimit('contact'),
      preHandler: perAccountLimit(app, 'contact', emailInBody),
      schema: {
        tags: ['support'],
        summary: 'Send a message to the store’s support mailbox',
        body: contactMessageRequestSchema,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request) => {
      await contact.deliver(request.body, { ip: request.ip });
      return { message: ContactMessage.sent };
    },
  );
};
