import { z } from 'zod';
import { emailSchema } from './account-fields';
import { multilineText, text } from './fields';
import { defineEndpoints, postEndpoint } from './endpoint';

/** The contact form: a visitor's message to the store's support mailbox. */

export const CONTACT_TOPICS = {
  account: 'My account',
  payment: 'A payment or credits',
  template: 'A template or a download',
  licence: 'Licensing',
  other: 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactMessageRequestSchema = z.object({
  name: text()
    .trim()
    .min(1, 'Please enter your name')
    .max(
      CONTACT_NAME_MAX_LENGTH,
      `Please keep your name under ${CONTACT_NAME_MAX_LENGTH} characters`,
    ),
  email: emailSchema,
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], {
    error: 'Please choose what your message is about',
  }),
  message: multilineText()
    .trim()
    .min(
      CONTACT_MESSAGE_MIN_LENGTH,
      `Please tell us a little more (at least ${CONTACT_MESSAGE_MIN_LENGTH} characters)`,
    )
    .max(
      CONTACT_MESSAGE_MAX_LENGTH,
      `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    ),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({ message: z.string() });

export const ContactMessage = {
  sent: 'Thanks! Your message has reached us. We reply by email, usually within one working day.',
  unavailable: 'The contact form is not available right now. Please try again later.',
  notSent: 'Your message could not be sent. Please try again in a few minutes.',
} as const;

export const contactEndpoints = defineEndpoints({
  contact: postEndpoint('/api/contact', contactMessageRequestSchema, {
    200: contactMessageResponseSchema,
  }),
});
