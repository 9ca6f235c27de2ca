import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, userWith } from '../test/fake-api';
import {
  fakeListEndpoint,
  requestsTo,
  stubIntersectionObserver,
  stubMediaElements,
  templateDetail,
  templateSummary,
} from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const neon = templateDetail({ templateId: '1001', templateName: 'Neon Intro' });
const detailHandlers = {
  'GET /api/template/1001': () => json(200, neon),
  'GET /api/template/1001/suggestions': () => json(200, { items: [], nextOffset: null }),
};
const liked = (likedTemplates: string[]) => userWith({ likedTemplates });
const likeAnswer = (isLiked: boolean) =>
  json(200, { liked: isLiked, alreadyLiked: false, message: 'ok' });

/** A server whose profile follows the likes it accepted, as the real one does. */
function likingServer(
  start: string[],
  extra: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  let ids = [...start];
  const fetchMock = stubApi({
    ...detailHandlers,
    'GET /api/profile': () => json(200, liked(ids)),
    'POST /api/add-to-liked': async (request) => {
      const { templateId } = (await request.json()) as { templateId: string };
      ids = [...new Set([...ids, templateId])];
      return likeAnswer(true);
    },
    'DELETE /api/unlike-template/1001': () => {
      ids = ids.filter((id) => id !== '1001');
      return likeAnswer(false);
    },
    ...extra,
  });
  return fetchMock;
}

/**
 * Waits for the signed-in navbar. Until the session is known a heart already reads as not
 * pressed, and a press is held for later (tested below), so that alone says nothing.
 */
const sessionKnown = () => screen.findAllByTestId('credit-balance');

beforeEach(() => {
  stubMediaElements();
  stubIntersectionObserver();
});

describe('liking on a detail page', () => {
  beforeEach(() => tokenStore.save('valid-token', true));

  it('likes at once, says so, and fetches the profile again', async () => {
    const user = userEvent.setup();
    // The like is answered when the test says: "at once" is before the server has answered.
    let answerLike: () => void = () => undefined;
    let likedIds: string[] = [];
    const fetchMock = likingServer([], {
      'GET /api/profile': () => json(200, liked(likedIds)),
      'POST /api/add-to-liked': () =>
        new Promise<Response>((resolve) => {
          answerLike = () => {
            likedIds = ['1001'];
            resolve(likeAnswer(true));
          };
        }),
    });
    renderApp('/template/1001');

    // Found once the session is known: the page drawn before it may not be the one pressed.
    await sessionKnown();
    const heart = await screen.findByRole('button', { name: 'Like this template' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    await waitFor(() => expect(requestsTo(fetchMock, '/api/add-to-liked')).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    answerLike();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Template added to liked list successfully!',
    );
    await waitFor(() => expect(requestsTo(fetchMock, '/api/profile')).toHaveLength(2));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('carries out a press made while the session is still being checked, once it is known', async () => {
    const user = userEvent.setup();
    let answerProfile: () => void = () => undefined;
    const fetchMock = likingServer([], {
      'GET /api/profile': () =>
        new Promise<Response>((resolve) => {
          answerProfile = () => resolve(json(200, liked([])));
        }),
    });
    renderApp('/template/1001');

    const heart = await screen.findByRole('button', { name: 'Like this template' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(requestsTo(fetchMock, '/api/add-to-liked')).toHaveLength(0);

    answerProfile();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Template added to liked list successfully!',
    );
    expect(requestsTo(fetchMock, '/api/add-to-liked')).toHaveLength(1);
  });

  it('sends a press made while a like is on its way once that like is done', async () => {
    const user = userEvent.setup();
    let answerLike: () => void = () => undefined;
    const fetchMock = likingServer([], {
      'POST /api/add-to-liked': () =>
        new Promise<Response>((resolve) => {
          answerLike = () => resolve(likeAnswer(true));
        }),
    });
    renderApp('/template/1001');

    // Found once the session is known: the page drawn before it may not be the one pressed.
    await sessionKnown();
    const heart = await screen.findByRole('button', { name: 'Like this template' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/add-to-liked')).toHaveLength(1));
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo(fetchMock, '/api/unlike-template/1001')).toHaveLength(0);

    answerLike();
    await waitFor(() => expect(requestsTo(fetchMock, '/api/unlike-template/1001')).toHaveLength(1));
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('unlikes a liked template with the same heart', async () => {
    const user = userEvent.setup();
    const fetchMock = likingServer(['1001']);
    renderApp('/template/1001');

    const heart = await screen.findByRole('button', { name: 'Like this template' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('status')).toHaveTextContent('Template removed from liked list');
    expect(requestsTo(fetchMock, '/api/unlike-template/1001')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/profile')).toHaveLength(2));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back and says so when the server refuses a like', async () => {
    const user = userEvent.setup();
    likingServer([], {
      'POST /api/add-to-liked': () =>
        json(500, { error: 'Boom', code: 'INTERNAL', requestId: '0c1d2e3f40516273' }),
    });
    renderApp('/template/1001');

    // Found once the session is known: the page drawn before it may not be the one pressed.
    await sessionKnown();
    const heart = await screen.findByRole('button', { name: 'Like this template' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add template to liked list');
    expect(alert).toHaveTextContent('Reference: 0c1d2e3f40516273');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back and says so when the server refuses an unlike', async () => {
    const user = userEvent.setup();
    likingServer(['1001'], {
      'DELETE /api/unlike-template/1001': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    });
    renderApp('/template/1001');

    const heart = await screen.findByRole('button', { name: 'Like this template' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update like status');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('liking from a list', () => {
  const list = [
    templateSummary({ templateId: '1001', templateName: 'Neon Intro' }),
    templateSummary({ templateId: '1002', templateName: 'Calm Outro' }),
  ];
  const listHandlers = { 'GET /api/templates': fakeListEndpoint(list) };

  it('asks a signed-out visitor to log in', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(listHandlers);
    renderApp('/templates-list');

    const heart = await screen.findByRole('button', { name: 'Like Neon Intro' });
    await user.click(heart);

    const dialog = await screen.findByRole('dialog', { name: 'Sign in required' });
    expect(dialog).toHaveAccessibleDescription('Please log in to like this template');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // Said once, by the dialog: no toast over it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/add-to-liked')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    expect(heart).toHaveFocus();
  });

  it('likes a card at once, and refuses a second like of a liked one', async () => {
    tokenStore.save('valid-token', true);
    const user = userEvent.setup();
    const fetchMock = likingServer(['1002'], listHandlers);
    renderApp('/templates-list');

    const calm = await screen.findByRole('button', { name: 'Like Calm Outro' });
    await waitFor(() => expect(calm).toHaveAttribute('aria-pressed', 'true'));
    await user.click(calm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already liked this template',
    );
    expect(calm).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo(fetchMock, '/api/add-to-liked')).toHaveLength(0);

    const neonHeart = screen.getByRole('button', { name: 'Like Neon Intro' });
    await user.click(neonHeart);
    expect(neonHeart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Template added to liked list successfully!',
    );
    expect(requestsTo(fetchMock, '/api/add-to-liked')).toHaveLength(1);
    // The heart is beside the card's link, not inside it.
    const card = within(screen.getByRole('list', { name: 'Browse Templates' }));
    expect(card.getByRole('link', { name: 'Neon Intro' })).not.toContainElement(neonHeart);
  });
});
