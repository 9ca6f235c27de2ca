import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi, testUser } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { tokenStore } from '../../../lib/token-store';
import { useAuth } from '../hooks/use-auth';
import { AuthProvider } from './auth-provider';

function Balance() {
  const { user, updateCredits } = useAuth();
  return (
    <>
      <p>Balance: {user?.credits ?? 'none'}</p>
      <button type="button" onClick={() => void updateCredits(200)}>
        Spend
      </button>
    </>
  );
}

describe('AuthProvider updateCredits', () => {
  it('shows the reported balance at once, then takes the refetched profile', async () => {
    tokenStore.save('token-1', false);
    let answerProfile: ((response: Response) => void) | null = null;
    let profileCalls = 0;
    stubApi({
      'GET /api/profile': () => {
        profileCalls += 1;
        if (profileCalls === 1) return json(200, testUser);
        // The refetch waits, so the cached balance shows on its own first.
        return new Promise<Response>((resolve) => {
          answerProfile = resolve;
        });
      },
    });
    renderUi(
      <AuthProvider>
        <Balance />
      </AuthProvider>,
    );
    expect(await screen.findByText('Balance: 1250')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Spend' }));

    expect(await screen.findByText('Balance: 200')).toBeInTheDocument();
    await waitFor(() => expect(answerProfile).not.toBeNull());
    answerProfile!(json(200, { ...testUser, credits: 190 }));
    expect(await screen.findByText('Balance: 190')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
