import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../lib/paths';
import type { LoginRedirectState } from '../redirect-state';
import { markSignInAsked } from '../sign-in-asked';

export interface SignInPromptProps {
  /** Why an account is needed, in the spec's words; null while closed. */
  reason: string | null;
  onClose: () => void;
}

/**
 * Asks a visitor who pressed something that needs an account to sign in. It is a modal dialog
 * because the press asked a question: focus moves to Log in, stays inside until it closes (Escape,
 * the cross, the backdrop) and then goes back to the button that was pressed. It says why itself,
 * so nothing else (a toast) needs to say it over its buttons. The timed invitation (SignInPopup)
 * is the same offer made unasked, a corner card that takes no focus; once this dialog has asked,
 * it stays away for the rest of the visit.
 */
export function SignInPrompt({ reason, onClose }: SignInPromptProps) {
  const { pathname, search } = useLocation();
  const logIn = useRef<HTMLAnchorElement>(null);
  // Signing in brings the visitor back to the page where they pressed.
  const back: LoginRedirectState = { from: `${pathname}${search}` };
  const open = reason !== null;
  useEffect(() => {
    if (open) markSignInAsked();
  }, [open]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Sign in required"
      description={reason}
      size="sm"
      initialFocusRef={logIn}
      footer={
        // One row, in the timed popup's order, so Tab goes Log in, Create account, the cross.
        <div className="flex w-full gap-3">
          <ButtonLink
            ref={logIn}
            to={paths.login()}
            state={back}
            onClick={onClose}
            className="flex-1"
          >
            Log in
          </ButtonLink>
          <ButtonLink
            to={paths.register()}
            variant="secondary"
            onClick={onClose}
            className="flex-1"
          >
            Create account
          </ButtonLink>
        </div>
      }
    />
  );
}
