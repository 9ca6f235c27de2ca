import type { ApiKey, ApiKeyList, CreatedApiKey } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sentBodies, stubApi } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { ApiKeysSection } from './api-keys-section';

const listed = (changes: Partial<ApiKey> = {}): ApiKey => ({
  keyId: '0b7a4a52-3c1d-4a8e-9f00-5d9a1c2b3e4f',
  name: 'Shop sync',
  scopes: ['read'],
  maskedKey: 'fs_live_…a1b2',
  createdAt: '2025-03-14T09:30:00.000Z',
  lastUsedAt: null,
  ...changes,
});

const made: CreatedApiKey = {
  keyId: '7c1f0e2d-9a8b-4c3d-8e5f-1a2b3c4d5e6f',
  key: `fs_live_${'x'.repeat(39)}c9d8`,
  name: 'Birthday cards',
  scopes: ['read', 'create'],
  createdAt: '2025-03-15T10:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fake of the three calls over one list the test can read. */
function keysApi(keys: ApiKey[], limit = 10) {
  return stubApi({
    'GET /api/keys': () => json(200, { keys, limit } satisfies ApiKeyList),
    'POST /api/keys': () => {
      keys.push(listed({ keyId: made.keyId, name: made.name, scopes: made.scopes }));
      return json(201, made);
    },
    'DELETE /api/keys/0b7a4a52-3c1d-4a8e-9f00-5d9a1c2b3e4f': () => {
      keys.splice(0, 1);
      return json(200, { revoked: true });
    },
  });
}

describe('ApiKeysSection', () => {
  it('lists each key by name, scopes, dates and masked tail', async () => {
    keysApi([listed({ lastUsedAt: '2025-03-16T12:00:00.000Z', scopes: ['read', 'create'] })]);
    renderUi(<ApiKeysSection />);
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('Shop sync');
    expect(row).toHaveTextContent('fs_live_…a1b2');
    expect(row).toHaveTextContent('Read and Create');
    expect(row).toHaveTextContent('Created Mar 14, 2025');
    expect(row).not.toHaveTextContent('Last used never');
  });

  it('makes a key that acts as a team its maker manages, and asks nothing of the others', async () => {
    const user = userEvent.setup();
    const fetchMock = keysApi([]);
    const agency = { teamId: '3f1c2b4a-7d6e-4f80-9a1b-2c3d4e5f6a7b', name: 'Northwind Agency' };
    renderUi(<ApiKeysSection teams={[agency]} />);

    await user.type(await screen.findByLabelText('Key name'), 'Agency sync');
    await user.selectOptions(screen.getByLabelText('Acts as'), 'Northwind Agency');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByText(made.key)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/keys')).toEqual([
      { name: 'Agency sync', scopes: ['read'], teamId: agency.teamId },
    ]);
  });

  it('offers no choice of account to someone who manages no team', async () => {
    keysApi([]);
    renderUi(<ApiKeysSection />);
    await screen.findByLabelText('Key name');
    expect(screen.queryByLabelText('Acts as')).toBeNull();
  });

  it('says there are no keys yet', async () => {
    keysApi([]);
    renderUi(<ApiKeysSection />);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });

  it('shows the new key once, with a copy button, and forgets it when done', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = keysApi([]);
    renderUi(<ApiKeysSection />);
    await screen.findByText('No API keys yet.');

    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Birthday cards');
    expect(screen.getByRole('checkbox', { name: 'Read' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Create (spends credits)' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const notice = await screen.findByRole('region', { name: /Your new key/ });
    expect(notice).toHaveTextContent('You will not see this key again.');
    expect(within(notice).getByLabelText('New API key')).toHaveTextContent(made.key);
    expect(await sentBodies(fetchMock, 'POST /api/keys')).toEqual([
      { name: 'Birthday cards', scopes: ['read', 'create'] },
    ]);
    await user.click(within(notice).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(made.key);
    expect(await within(notice).findByRole('status')).toHaveTextContent('The key is copied.');
    // The list shows the new key by its name only.
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(list).toHaveTextContent('Birthday cards');
    expect(list).not.toHaveTextContent(made.key);

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(made.key)).not.toBeInTheDocument();
  });

  it('asks for a name and a scope before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/keys': () => json(200, { keys: [], limit: 10 }),
      'POST /api/keys': () =>
        json(409, {
          error:
            'An account has at most 10 keys. Revoke a key you no longer use to make a new one.',
          code: 'CONFLICT',
        }),
    });
    renderUi(<ApiKeysSection />);
    await screen.findByText('No API keys yet.');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the key a name');
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Sync');
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one scope');
    expect(await sentBodies(fetchMock, 'POST /api/keys')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 10 keys');
  });

  it('revokes a key only once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = keysApi([listed()]);
    renderUi(<ApiKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Shop sync' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog).toHaveTextContent('stop working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Shop sync' }));
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to try again when the list does not load', async () => {
    stubApi({ 'GET /api/keys': () => json(500, { error: 'Broken', code: 'INTERNAL' }) });
    renderUi(<ApiKeysSection />);
    expect(await screen.findByText('Failed to load your API keys')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
