import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { contactRoutes } from './contact.routes';
import { ContactService, supportAddressOf } from './contact.service';

export { supportAddressOf } from './contact.service';

/** Visitors' messages to the store's support mailbox. */
export const contactModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const contact = new ContactService({
    mailer: deps.mailer,
    supportAddress: supportAddressOf(deps.config),
  });
  await app.register(contactRoutes, { contact });
};
