import { contactEndpoints, ContactMessage } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { emailInBody, perAccountLimit, perIpLimit } from '../../http/request-limits';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.route({
    ...routeOf(contactEndpoints.contact, {
      tags: ['support'],
      summary: 'Send a message to the store’s support mailbox',
    }),
    config: perIpLimit(app, 'contact'),
    preHandler: perAccountLimit(app, 'contact', 'email', emailInBody),
    handler: async (request) => {
      await contact.deliver(request.body, { ip: request.ip }, request.log);
      return { message: ContactMessage.sent };
    },
  });
};
