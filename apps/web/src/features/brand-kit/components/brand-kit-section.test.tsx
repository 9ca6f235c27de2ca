import type { BrandKit } from '@frameshop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../lib/token-store';
import { json, stubApi, testUser } from '../../../test/fake-api';
import { renderUi } from '../../../test/render-ui';
import { BrandKitSection } from './brand-kit-section';

const logo = {
  logoId: '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b',
  url: '/media/logo.png',
  width: 160,
  height: 80,
};

/** The kit as the server keeps it, and how often it was read. */
interface KitServer {
  kit: BrandKit;
  reads: number;
}

/**
 * A signed-in buyer's kit served by a fake API: read, saved as `save` answers (given the kit kept
 * and the request's body) and given a logo.
 */
function serveKit(save: (server: KitServer, body: Partial<BrandKit>) => Promise<BrandKit>) {
  tokenStore.save('valid-token', true);
  const server: KitServer = {
    kit: { colors: [], fonts: [], logos: [], headingFontId: null, bodyFontId: null },
    reads: 0,
  };
  stubApi({
    'GET /api/profile': () => json(200, testUser),
    'GET /api/brand-kit': () => {
      server.reads += 1;
      return json(200, server.kit);
    },
    'PUT /api/brand-kit': async (request) =>
      json(200, await save(server, (await request.json()) as Partial<BrandKit>)),
    'POST /api/brand-kit/logos': () => {
      server.kit = { ...server.kit, logos: [logo] };
      return json(201, { logo });
    },
  });
  return server;
}

describe('the brand kit section', () => {
  it('keeps a logo added while a colour save is on its way, whichever answers last', async () => {
    let answerSave = () => {};
    // The save answers the kit as it found it, after the logo was added.
    serveKit(async (server, body) => {
      const saved = { ...server.kit, ...body };
      server.kit = { ...server.kit, colors: saved.colors };
      await new Promise<void>((resolve) => (answerSave = resolve));
      return { ...saved, logos: [] };
    });
    const user = userEvent.setup();
    renderUi(<BrandKitSection />);

    await user.click(await screen.findByRole('button', { name: 'Add colour' }));
    await user.click(screen.getByRole('button', { name: 'Save colours' }));
    await user.upload(
      screen.getByLabelText('Upload a logo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Logo, 160 × 80' })).toBeInTheDocument();

    answerSave();
    // The save's answer had no logo; the kit read again after it has.
    expect(await screen.findByRole('textbox', { name: 'Name of colour 1' })).toHaveValue(
      'Colour 1',
    );
    expect(await screen.findByRole('img', { name: 'Logo, 160 × 80' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('img', { name: 'Logo, 160 × 80' })).toBeInTheDocument();
  });

  it('keeps the logo input through a colour save, so a file chosen as its answer lands', async () => {
    const server = serveKit(async (kept, body) => {
      kept.kit = { ...kept.kit, ...body };
      return kept.kit;
    });
    const user = userEvent.setup();
    renderUi(<BrandKitSection />);

    await user.click(await screen.findByRole('button', { name: 'Add colour' }));
    const input = screen.getByLabelText('Upload a logo');
    await user.click(screen.getByRole('button', { name: 'Save colours' }));
    // The save answered and the kit read again: the saved colour is what the page shows.
    await waitFor(() => expect(server.reads).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save colours' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Name of colour 1' })).toHaveValue('Colour 1');
    // The input chosen from before the answer is the one on the page: the file reaches it.
    expect(screen.getByLabelText('Upload a logo')).toBe(input);
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Logo, 160 × 80' })).toBeInTheDocument();
  });
});
