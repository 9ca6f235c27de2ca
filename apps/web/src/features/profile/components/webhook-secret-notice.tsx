import { SecretShownOnce } from './secret-shown-once';

/**
 * A signing secret, shown this once: the store keeps it for signing but never shows it again.
 * Copy puts it on the clipboard; Done hides it.
 */
export function WebhookSecretNotice({
  url,
  secret,
  rotated,
  onDone,
}: {
  url: string;
  secret: string;
  rotated: boolean;
  onDone: () => void;
}) {
  return (
    <SecretShownOnce
      headingId="webhook-secret-heading"
      heading={
        <>
          {rotated ? 'New signing secret' : 'Endpoint added'} for {url}
        </>
      }
      explanation={
        <>
          Copy its signing secret now: it is shown only this once.
          {rotated ? ' The old secret keeps signing beside it for 24 hours.' : ''}
        </>
      }
      valueLabel="Signing secret"
      value={secret}
      noun="secret"
      onDone={onDone}
    />
  );
}
