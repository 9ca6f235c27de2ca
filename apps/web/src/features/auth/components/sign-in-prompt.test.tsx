import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectFocusTrap } from '../../../test/expect-focus-trap';
import { renderUi } from '../../../test/render-ui';
import { SignInPrompt } from './sign-in-prompt';

/** A page with a heart that asks to sign in, as the likes do, between two other controls. */
function Page() {
  const [reason, setReason] = useState<string | null>(null);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setReason('Please log in to like this template')}>
        Like this template
      </button>
      <button type="button">After</button>
      <SignInPrompt reason={reason} onClose={() => setReason(null)} />
    </>
  );
}

async function openFromKeyboard() {
  const user = userEvent.setup();
  const view = renderUi(<Page />, { path: '/template/1001?from=list' });
  const like = screen.getByRole('button', { name: 'Like this template' });
  like.focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Sign in required' });
  return { ...view, user, like, dialog };
}

describe('SignInPrompt', () => {
  it('is a modal dialog that says why, in the spec words', async () => {
    const { dialog } = await openFromKeyboard();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please log in to like this template');
    expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('takes focus to Log in and keeps Tab and Shift+Tab inside', async () => {
    const { user, dialog } = await openFromKeyboard();
    const logIn = within(dialog).getByRole('link', { name: 'Log in' });
    const register = within(dialog).getByRole('link', { name: 'Create account' });
    const close = within(dialog).getByRole('button', { name: 'Close dialog' });

    await expectFocusTrap(user, [logIn, register, close]);
  });

  it('closes on Escape and gives focus back to the heart', async () => {
    const { user, like } = await openFromKeyboard();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(like).toHaveFocus();
  });

  it('closes from its cross and gives focus back too', async () => {
    const { user, like, dialog } = await openFromKeyboard();

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(like).toHaveFocus();
  });

  it('logs in and comes back to the page where the heart was pressed', async () => {
    const { user, router, dialog } = await openFromKeyboard();

    await user.click(within(dialog).getByRole('link', { name: 'Log in' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/template/1001?from=list' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
