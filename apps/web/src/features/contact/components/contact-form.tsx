import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TOPICS,
  contactMessageRequestSchema,
} from '@frameshop/contract';
import type { ContactTopic } from '@frameshop/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses, textareaClasses } from '../../../components/ui/input-styles';
import { PageForm } from '../../../components/ui/page-form';
import { fieldErrorsOf, serverMessageOr } from '../../../lib/api-error';
import { formFields } from '../../../lib/field-errors';
import type { FieldErrors } from '../../../lib/field-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useSendContactMessageMutation } from '../api/send-contact-message';

const { order: FIELD_ORDER, ids } = formFields({
  name: 'contact-name',
  email: 'contact-email',
  topic: 'contact-topic',
  message: 'contact-message',
});
type Field = (typeof FIELD_ORDER)[number];

const tone = (error: string | undefined) => (error ? 'invalid' : 'default');

/**
 * The contact form: name, email (`signedInEmail`, the signed-in user's, to start with), topic and
 * message. What the visitor wrote stays in the form until it has been delivered, whatever goes wrong.
 */
export function ContactForm({ signedInEmail }: { signedInEmail?: string }) {
  const [name, setName] = useState('');
  // null until the visitor types: a signed-in visitor's address is offered, and can be changed.
  const [email, setEmail] = useState<string | null>(null);
  const [topic, setTopic] = useState<ContactTopic | ''>('');
  const [message, setMessage] = useState('');
  const { errors, setErrors, onEdit, validate } = useFieldErrors(FIELD_ORDER, ids);
  const send = useSendContactMessageMutation();

  const shownEmail = email ?? signedInEmail ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(contactMessageRequestSchema, {
      name,
      email: shownEmail,
      topic,
      message,
    });
    if (!parsed) return;
    send.mutate(parsed, {
      onError: (error) => setErrors(fieldErrorsOf(error) as FieldErrors<Field>),
    });
  }

  if (send.isSuccess) {
    return (
      <FormAlert tone="success">
        <p className="font-semibold">Message sent</p>
        <p>{send.data.message}</p>
      </FormAlert>
    );
  }

  const clearError = (field: Field) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const formError =
    send.isError && !Object.keys(fieldErrorsOf(send.error)).length
      ? serverMessageOr(send.error, 'Your message could not be sent. Please try again.')
      : null;

  return (
    <PageForm noValidate onSubmit={submit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={ids.name} label="Your name" message={errorMessage(errors.name)}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              value={name}
              onChange={onEdit('name', setName)}
              className={inputClasses(tone(errors.name), 'h-11')}
            />
          )}
        </FormField>
        <FormField id={ids.email} label="Email address" message={errorMessage(errors.email)}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              value={shownEmail}
              onChange={onEdit('email', setEmail)}
              className={inputClasses(tone(errors.email), 'h-11')}
            />
          )}
        </FormField>
      </div>
      <FormField id={ids.topic} label="What is it about?" message={errorMessage(errors.topic)}>
        {(control) => (
          <select
            {...control}
            name="topic"
            value={topic}
            onChange={(event) => {
              setTopic(event.target.value as ContactTopic | '');
              clearError('topic');
            }}
            className={inputClasses(tone(errors.topic), 'h-11')}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={ids.message}
        label="Message"
        message={errorMessage(errors.message)}
        hint={`${message.length.toLocaleString('en-US')} / ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={onEdit('message', setMessage)}
            className={textareaClasses(tone(errors.message))}
          />
        )}
      </FormField>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </PageForm>
  );
}
