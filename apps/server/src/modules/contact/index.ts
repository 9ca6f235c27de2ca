/** Visitors' messages to the store's support mailbox. */
export { contactRoutes } from './contact.routes';
export { ContactService, DEV_SUPPORT_ADDRESS } from './contact.service';
