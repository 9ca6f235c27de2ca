/** The settings the browser needs before it renders: Google client id, mailbox, support, analytics. */
export { publicConfigRoutes } from './public-config.routes';
