import type { OutgoingMessage } from '../mail';

/** Where the owner sees and manages their endpoints. */
const WEBHOOKS_PATH = '/profile';

/** The email an endpoint's owner gets when it is disabled after failing for 5 days. */
export function endpointDisabledMail(url: string, publicUrl: string): Omit<OutgoingMessage, 'to'> {
  return {
    subject: 'Your webhook endpoint was disabled',
    text:
      `Every delivery to your webhook endpoint ${url} failed for 5 days, so we stopped sending to it ` +
      'and set aside the events still waiting.\n\n' +
      'Check that the endpoint answers with a 2xx status, then delete it and add it again under ' +
      `Webhooks on your profile: ${publicUrl}${WEBHOOKS_PATH}\n`,
  };
}
