import { AccountMessage } from '@frameshop/contract';
import type { FieldMessage } from '../../../components/ui/field-message';
import type { InputTone } from '../../../components/ui/input-styles';
import { AuthText } from '../messages';

/** Green once the confirmation matches, red while it differs, neutral while it is empty. */
export function passwordConfirmTone(password: string, confirmation: string): InputTone {
  if (!confirmation) return 'default';
  return password === confirmation ? 'valid' : 'invalid';
}

/** The message under a confirmation field that follows typing: a match or a mismatch. */
export function passwordConfirmMessage(
  password: string,
  confirmation: string,
): FieldMessage | null {
  if (!confirmation) return null;
  return password === confirmation
    ? { tone: 'success', text: AuthText.passwordsMatch }
    : { tone: 'error', text: AccountMessage.passwordsDoNotMatch };
}
