import {
  sceneSchema,
  TemplateAdminMessage,
  type OwnerScene,
  type SceneInput,
} from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { testMeasurer } from '../features/canvas-editor/test-scenes';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { stubMediaElements } from '../test/fake-catalogue';
import { ADMIN_TOKEN, ownerTemplate } from '../test/fake-owner-catalogue';
import { renderApp } from '../test/render-app';

type Handler = (request: Request) => Response | Promise<Response>;

const SCENE_PATH = '/api/admin/catalogue/templates/41/scene';
const WINDOW = { x: 100, y: 50, width: 400, height: 300 };

const startingScene = (layers: SceneInput['layers'] = []) =>
  sceneSchema.parse({
    version: 1,
    width: 1000,
    height: 500,
    layers: [
      { id: 'background', type: 'background', color: '#000000', locked: true },
      { id: 'photo', type: 'image', uploadId: null, box: WINDOW },
      { id: 'overlay', type: 'overlay', window: WINDOW, locked: true },
      ...layers,
    ],
  });

function ownerScene(changes: Partial<OwnerScene> = {}): OwnerScene {
  return {
    template: {
      templateId: '41',
      kind: 'image',
      templateName: 'Wedding Card',
      status: 'published',
      width: 1000,
      height: 500,
      // No picture to decode: jsdom has none.
      overlayUrl: null,
      previewVideoUrl: null,
      posterUrl: '/media/41/poster.jpg',
      previewUrl: null,
      maskUrl: null,
      window: WINDOW,
    },
    scene: startingScene(),
    revision: 3,
    ...changes,
  };
}

function stubScene(handlers: Record<string, Handler>) {
  return stubApi({ 'GET /api/profile': () => json(200, testUser), ...handlers });
}

/** Answers `answers` in turn, the last one from then on. */
function inTurn(...answers: unknown[]): Handler {
  let calls = 0;
  return () => json(200, answers[Math.min(calls++, answers.length - 1)]);
}

const layerList = () => screen.getByRole('list', { name: 'Layers' });

beforeEach(() => {
  stubMediaElements();
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
  // jsdom has no layout, fonts or text measuring: the editor opens as it would once fonts load.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'FontFace',
    class {
      load() {
        return Promise.resolve(this);
      }
    },
  );
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: () => {}, load: () => Promise.resolve([]) },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    testMeasurer as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => {
  delete (document as { fonts?: unknown }).fonts;
});

describe('the canvas editor in template mode', () => {
  it('opens the template’s starting scene from getScene, with the admin token', async () => {
    const fetchMock = stubScene({
      [`GET ${SCENE_PATH}`]: () =>
        json(
          200,
          ownerScene({
            scene: startingScene([
              {
                id: 'names',
                type: 'text',
                text: 'Asha & Ravi',
                font: 'baloo-2',
                size: 48,
                color: '#ffcc00',
                x: 550,
                y: 380,
                maxWidth: 400,
                lines: ['Asha & Ravi'],
              },
            ]),
          }),
        ),
    });
    renderApp('/internal-dashboard-admin/templates/41/scene');

    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding Card' })).toBeVisible();
    const layers = within(layerList());
    expect(layers.getByRole('button', { name: 'Asha & Ravi' })).toBeVisible();
    expect(layers.getByRole('button', { name: 'Photo slot (empty)' })).toBeVisible();
    // Nothing changed yet, nothing to save; and no export or buying here.
    expect(screen.getByRole('button', { name: 'Save starting scene' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Add photo slot/ })).toBeEnabled();

    await userEvent.setup().click(layers.getByRole('button', { name: 'Asha & Ravi' }));
    expect(screen.getByLabelText('Text')).toHaveValue('Asha & Ravi');

    const [call] = fetchMock.mock.calls.filter(([input]) => String(input) === SCENE_PATH);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('saves the placed slot and text with the revision it opened, then with the one it saved', async () => {
    const user = userEvent.setup();
    let revision = 3;
    const fetchMock = stubScene({
      [`GET ${SCENE_PATH}`]: () => json(200, ownerScene()),
      [`PUT ${SCENE_PATH}`]: () => json(200, { revision: ++revision }),
    });
    renderApp('/internal-dashboard-admin/templates/41/scene');

    await user.click(await screen.findByRole('button', { name: /Add photo slot/ }));
    await user.click(screen.getByRole('button', { name: /Add text/ }));
    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), 'Your names');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save starting scene' }));

    expect(await screen.findByText(/Starting scene saved/)).toBeVisible();
    const [first] = (await sentBodies(fetchMock, `PUT ${SCENE_PATH}`)) as {
      scene: { layers: { id: string; type: string; uploadId?: unknown; text?: string }[] };
      revision: number;
    }[];
    expect(first?.revision).toBe(3);
    expect(first?.scene.layers.map((layer) => layer.id)).toEqual([
      'background',
      'photo',
      'photo-1',
      'overlay',
      'text-1',
    ]);
    expect(first?.scene.layers[2]).toMatchObject({ type: 'image', uploadId: null });
    expect(first?.scene.layers[4]).toMatchObject({ type: 'text', text: 'Your names' });
    expect(sceneSchema.safeParse(first?.scene).success).toBe(true);
    expect(screen.getByRole('button', { name: 'Save starting scene' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Save starting scene' }));
    await waitFor(async () =>
      expect(await sentBodies(fetchMock, `PUT ${SCENE_PATH}`)).toHaveLength(2),
    );
    const [, second] = (await sentBodies(fetchMock, `PUT ${SCENE_PATH}`)) as { revision: number }[];
    expect(second?.revision).toBe(4);
  });

  it('shows the conflict of a newer save, and Reload opens what is saved now', async () => {
    const user = userEvent.setup();
    const theirs = ownerScene({
      revision: 5,
      scene: startingScene([
        {
          id: 'theirs',
          type: 'text',
          text: 'Their words',
          font: 'hind',
          size: 40,
          color: '#ffffff',
          x: 100,
          y: 100,
          maxWidth: 400,
          lines: ['Their words'],
        },
      ]),
    });
    stubScene({
      [`GET ${SCENE_PATH}`]: inTurn(ownerScene(), theirs),
      [`PUT ${SCENE_PATH}`]: () =>
        json(409, { error: TemplateAdminMessage.revisionConflict, code: 'CONFLICT' }),
    });
    renderApp('/internal-dashboard-admin/templates/41/scene');

    await user.click(await screen.findByRole('button', { name: /Add text/ }));
    await user.click(screen.getByRole('button', { name: 'Save starting scene' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      TemplateAdminMessage.revisionConflict,
    );
    // What the owner placed is still there until they choose to reload.
    expect(within(layerList()).getByRole('button', { name: 'Your text' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    // The editor opens afresh: a new layer list, so it is looked up again on each try.
    await waitFor(() =>
      expect(within(layerList()).getByRole('button', { name: 'Their words' })).toBeVisible(),
    );
    expect(within(layerList()).queryByRole('button', { name: 'Your text' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is opened from the template editor once the media are ready', async () => {
    const user = userEvent.setup();
    stubScene({
      'GET /api/admin/catalogue/templates/41': () =>
        json(
          200,
          ownerTemplate({
            fields: { kind: 'image' },
            status: 'published',
            media: {
              state: 'ready',
              progress: 1,
              uploaded: ['overlay'],
              posterUrl: '/media/41/poster.jpg',
            },
          }),
        ),
      [`GET ${SCENE_PATH}`]: () => json(200, ownerScene()),
    });
    const { router } = renderApp('/internal-dashboard-admin/templates/41');

    await user.click(await screen.findByRole('link', { name: 'Design starting scene' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/internal-dashboard-admin/templates/41/scene'),
    );
    expect(await screen.findByRole('button', { name: 'Save starting scene' })).toBeVisible();
  });
});
