import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, publicConfig, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('register form: a corrected password pair', () => {
  it('stops showing the mismatch as soon as the password is changed to match', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/public-config': () => json(200, publicConfig()) });
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
    const password = screen.getByLabelText('Password', { exact: true });
    const confirmation = screen.getByLabelText('Confirm password', { exact: true });

    await user.type(password, 'secret-one1');
    await user.type(confirmation, 'secret-one2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveClass('border-danger-600');

    // Fixed in the other field of the pair: the confirmation now matches.
    await user.clear(password);
    await user.type(password, 'secret-one2');
    expect(confirmation).not.toHaveAttribute('aria-invalid');
    expect(confirmation).not.toHaveClass('border-danger-600');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
  });
});
