import { sceneSchema, type Draft, type Scene } from '@frameshop/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sentBodies, stubApi } from '../../../test/fake-api';
import { readBackup } from '../draft-backup';
import { useAutosave } from './use-autosave';

const USER = 'user-1';
const TEMPLATE = '42';
const PUT = `PUT /api/drafts/${TEMPLATE}`;

const sceneWith = (color: string): Scene =>
  sceneSchema.parse({
    version: 1,
    width: 100,
    height: 100,
    layers: [{ id: 'background', type: 'background', color, locked: true }],
  });

const start = sceneWith('#000000');

const draftAt = (revision: number, scene: Scene): Draft => ({
  template: {
    templateId: TEMPLATE,
    kind: 'image',
    templateName: 'Poster',
    overlayUrl: null,
    previewVideoUrl: null,
  },
  revision,
  scene,
  savedAt: revision ? '2026-01-01T10:00:00.000Z' : null,
});

/**
 * The drafts API as the server keeps it: a save from the stored revision makes the next one, any
 * other answers 409 with what is stored. `failNext` drops that many saves on the floor.
 */
function fakeDraftServer(stored = draftAt(0, start)) {
  const server = { stored, failNext: 0 };
  const fetchMock = stubApi({
    [PUT]: async (request) => {
      if (server.failNext > 0) {
        server.failNext -= 1;
        throw new TypeError('Failed to fetch');
      }
      const body = (await request.json()) as { baseRevision: number; scene: Scene };
      if (body.baseRevision !== server.stored.revision) {
        return json(409, { error: 'newer', code: 'CONFLICT', draft: server.stored });
      }
      server.stored = draftAt(server.stored.revision + 1, sceneSchema.parse(body.scene));
      return json(200, server.stored);
    },
  });
  return { server, fetchMock };
}

function renderAutosave(baseRevision = 0, savedScene = start) {
  return renderHook(
    ({ scene }) =>
      useAutosave({
        templateId: TEMPLATE,
        userId: USER,
        scene,
        baseRevision,
        savedScene,
        delayMs: 10,
      }),
    { initialProps: { scene: savedScene } },
  );
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('autosave', () => {
  it('says Saved on opening, saves a moment after a change, and builds on each revision', async () => {
    const { server, fetchMock } = fakeDraftServer();
    const { result, rerender } = renderAutosave();
    expect(result.current.status).toBe('saved');

    const red = sceneWith('#ff0000');
    rerender({ scene: red });
    expect(result.current.status).toBe('saving');
    expect(readBackup(USER, TEMPLATE)).toEqual({ baseRevision: 0, scene: red });
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(server.stored.revision).toBe(1);
    expect(readBackup(USER, TEMPLATE)).toBeNull();

    rerender({ scene: sceneWith('#00ff00') });
    await waitFor(() => expect(server.stored.revision).toBe(2));
    const bodies = (await sentBodies(fetchMock, PUT)) as { baseRevision: number }[];
    expect(bodies.map((body) => body.baseRevision)).toEqual([0, 1]);
    expect(server.stored.scene.layers[0]).toMatchObject({ color: '#00ff00' });
  });

  it('sends nothing, and keeps no copy, when an undo goes back to what the server has', async () => {
    const { server, fetchMock } = fakeDraftServer();
    const { result, rerender } = renderAutosave();
    const red = sceneWith('#ff0000');
    rerender({ scene: red });
    await waitFor(() => expect(server.stored.revision).toBe(1));
    await waitFor(() => expect(result.current.status).toBe('saved'));

    // Undo to the start, then redo to what was saved before the first undo is sent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rerender({ scene: start });
    expect(readBackup(USER, TEMPLATE)?.scene).toEqual(start);
    rerender({ scene: red });
    expect(result.current.status).toBe('saved');
    expect(readBackup(USER, TEMPLATE)).toBeNull();
    // Whatever the saver had scheduled has run: a save it meant to make is made by now.
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(await sentBodies(fetchMock, PUT)).toHaveLength(1);
  });

  it('shows Not saved when the network drops, keeps the change, and saves it when it returns', async () => {
    const { server } = fakeDraftServer();
    server.failNext = 1;
    const { result, rerender } = renderAutosave();
    rerender({ scene: sceneWith('#123456') });

    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toMatch(/connection/i);
    expect(readBackup(USER, TEMPLATE)?.scene.layers[0]).toMatchObject({ color: '#123456' });
    // Tried again by itself, after a second.
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(server.stored.scene.layers[0]).toMatchObject({ color: '#123456' });
  });

  it('offers both versions on a newer save elsewhere: keep mine saves over it', async () => {
    const theirs = sceneWith('#0000ff');
    const { server, fetchMock } = fakeDraftServer(draftAt(3, theirs));
    const { result, rerender } = renderAutosave(2, start);
    rerender({ scene: sceneWith('#ff00ff') });

    await waitFor(() => expect(result.current.status).toBe('conflict'));
    expect(result.current.conflict).toMatchObject({ revision: 3, scene: theirs });
    // Nothing more is sent while the buyer chooses, however they edit.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rerender({ scene: sceneWith('#ffff00') });
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(await sentBodies(fetchMock, PUT)).toHaveLength(1);

    act(() => result.current.keepMine());
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(server.stored).toMatchObject({ revision: 4, scene: { layers: [{ color: '#ffff00' }] } });
    expect(result.current.conflict).toBeNull();
  });

  it('takes the other version when chosen, and saves nothing more until the next change', async () => {
    const theirs = sceneWith('#0000ff');
    const { server, fetchMock } = fakeDraftServer(draftAt(3, theirs));
    const { result, rerender } = renderAutosave(2, start);
    rerender({ scene: sceneWith('#ff00ff') });
    await waitFor(() => expect(result.current.status).toBe('conflict'));

    let taken: Scene | null = null;
    act(() => {
      taken = result.current.takeTheirs();
    });
    expect(taken).toEqual(theirs);
    rerender({ scene: taken! });
    expect(result.current.status).toBe('saved');
    expect(readBackup(USER, TEMPLATE)).toBeNull();

    rerender({ scene: sceneWith('#abcdef') });
    await waitFor(() => expect(server.stored.revision).toBe(4));
    const bodies = (await sentBodies(fetchMock, PUT)) as { baseRevision: number }[];
    expect(bodies.map((body) => body.baseRevision)).toEqual([2, 3]);
  });
});
