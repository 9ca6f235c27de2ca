import { CommerceMessage, ErrorCode, TEAM_HEADER, TeamMessage } from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYER_STORAGE_KEY } from '../lib/payer-store';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, testUser } from '../test/fake-api';
import { stubMediaElements, templateDetail, templateSummary } from '../test/fake-catalogue';
import { findEnabledButton } from '../test/find-enabled-button';
import { agencyId, teamSummary } from '../test/fake-teams';
import { renderApp } from '../test/render-app';

const template = templateDetail({ templateId: '1001', templateName: 'Neon Intro', price: 49 });

/** A signed-in person paying as the agency; `owned` lists what the team's library holds. */
function stubTeamShop(owned: string[], extra: Record<string, (request: Request) => Response> = {}) {
  return stubApi({
    'GET /api/template/1001': () => json(200, template),
    'GET /api/template/1001/suggestions': () => json(200, { items: [], nextOffset: null }),
    'HEAD /media/1001/preview.mp4': () => new Response(null),
    'GET /api/profile': () => json(200, testUser),
    'GET /api/teams': () => json(200, { teams: [teamSummary({ role: 'member', credits: 300 })] }),
    'GET /api/user-credits': () => json(200, { credits: testUser.credits }),
    'GET /api/purchases': (request) =>
      json(200, {
        purchases:
          request.headers.get(TEAM_HEADER) === agencyId
            ? owned.map((templateId) => ({
                template: templateSummary({ templateId }),
                licences: [],
                creditsPaid: 49,
                lastPurchasedAt: '2026-11-20T10:00:00.000Z',
              }))
            : [],
      }),
    ...extra,
  });
}

beforeEach(() => {
  stubMediaElements();
  tokenStore.save('valid-token', true);
  localStorage.setItem(PAYER_STORAGE_KEY, agencyId);
});

describe('buying as a team', () => {
  it('shows a template the team owns as Owned, and the team’s balance in the header', async () => {
    stubTeamShop(['1001']);
    renderApp('/template/1001');

    expect(await screen.findByText('Owned')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('credit-balance')[0]).toHaveTextContent('300'),
    );
  });

  it('says in the server’s words that a spend would pass the member’s monthly limit', async () => {
    const user = userEvent.setup();
    const refusal = TeamMessage.overLimit(500, 480);
    stubTeamShop([], {
      'POST /api/purchase-template': () =>
        json(402, {
          error: refusal,
          code: ErrorCode.MonthlyLimitReached,
          monthlyLimit: 500,
          spentThisMonth: 480,
          remainingThisMonth: 20,
        }),
    });
    renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy · 49 credits'));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Insufficient Credits' })).toBeNull();
  });

  it('names the team whose balance is short', async () => {
    const user = userEvent.setup();
    const short = TeamMessage.teamBalanceLow('Northwind Agency');
    stubTeamShop([], {
      'POST /api/purchase-template': () =>
        json(402, {
          error: short,
          code: ErrorCode.InsufficientCredits,
          creditsRequired: 49,
          userCredits: 30,
        }),
    });
    renderApp('/template/1001');

    await user.click(await findEnabledButton('Buy · 49 credits'));

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByText(short)).toBeInTheDocument();
    expect(within(dialog).queryByText(CommerceMessage.insufficientCredits)).toBeNull();
  });
});
