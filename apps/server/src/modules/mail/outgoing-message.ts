/** A message to one person, by email or (its text alone) by SMS: what the mailer and the dev mailbox take. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes, when not to the sender (a visitor's message to support). */
  replyTo?: string;
  /** Files sent with it (a receipt's invoice PDF); email only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}
