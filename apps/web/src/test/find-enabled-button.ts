import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A button found by its name once it can be pressed. Buying waits for the session to be known,
 * so a price button is on the page, disabled, until the profile answers; a click before that
 * does nothing, and on a busy machine the profile may well answer after the template does.
 */
export async function findEnabledButton(name: string | RegExp): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
