import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../lib/token-store';
import { json, stubApi, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('complete-profile prompt in the app frame', () => {
  it('opens on any page for a social sign-in user and its award shows in the navbar', async () => {
    tokenStore.save('google-token', false);
    const incomplete = userWith({
      isGoogleUser: true,
      profileIncomplete: true,
      phoneNumber: '',
      EmpFeild: '',
      credits: 500,
    });
    const complete = userWith({ isGoogleUser: true, credits: 1000 });
    let saved = false;
    stubApi({
      'GET /api/profile': () => json(200, saved ? complete : incomplete),
      'PUT /api/profile': () => {
        saved = true;
        return json(200, {
          message: 'Profile updated successfully!',
          user: complete,
          usernameChanged: false,
          creditsAwarded: true,
          creditsAwardedAmount: 500,
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/faq');

    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    await user.type(within(dialog).getByLabelText('Phone number'), '555 987 6543');
    await user.selectOptions(within(dialog).getByLabelText('Employment field'), 'Marketing');
    await user.click(
      within(dialog).getByRole('button', { name: 'Complete Profile & Get Credits' }),
    );

    expect(
      await within(dialog).findByText('You have received 500 free credits!'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getAllByTestId('credit-balance')[0]).toHaveTextContent('1,000'),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
  });
});
