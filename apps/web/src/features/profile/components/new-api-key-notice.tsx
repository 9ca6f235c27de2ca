import type { CreatedApiKey } from '@frameshop/contract';
import { SecretShownOnce } from './secret-shown-once';

/** The key just made, shown this once with a way to copy it. */
export function NewApiKeyNotice({
  created,
  onDone,
}: {
  created: CreatedApiKey;
  onDone: () => void;
}) {
  return (
    <SecretShownOnce
      headingId="new-api-key-heading"
      heading={<>Your new key “{created.name}”</>}
      explanation={
        <>
          Copy it now and keep it somewhere safe: <strong>You will not see this key again.</strong>
        </>
      }
      valueLabel="New API key"
      value={created.key}
      noun="key"
      onDone={onDone}
    />
  );
}
