import {
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  SceneExportMessage,
  templateScene,
  type Render,
  type TemplateEditorSetup,
} from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { renderRecord } from '../features/renders/test-renders';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser, userWith } from '../test/fake-api';
import { renderUi as renderWithProviders } from '../test/render-ui';
import { SceneExportFlow } from './scene-export-flow';

const scene = templateScene({ width: 1080, height: 1080 });
const setup = (overrides: Partial<TemplateEditorSetup> = {}): TemplateEditorSetup => ({
  templateId: '2001',
  kind: 'image',
  scene,
  overlayUrl: null,
  owned: false,
  price: 40,
  ...overrides,
});

/** An image export as the server answers it, queued unless told otherwise. */
const exported = (overrides: Partial<Render> = {}): Render =>
  renderRecord({
    kind: 'image',
    format: 'png',
    templateId: '2001',
    templateName: 'Diwali Card',
    status: 'queued',
    progress: 0,
    uploadId: null,
    credits: 40,
    width: 1080,
    height: 1080,
    durationSeconds: 0,
    ...overrides,
  });

beforeEach(() => tokenStore.save('valid-token', true));
afterEach(() => vi.restoreAllMocks());

/** The flow as an editor shows it: signed in, with the app's providers. */
const renderUi = (ui: ReactElement) => renderWithProviders(<AuthProvider>{ui}</AuthProvider>);

const dialog = () => screen.findByRole('dialog', { name: 'Export your design' });

describe('the export flow both editors share', () => {
  it('opens from the toolbar on what the export makes and costs, orders on the priced button, then follows it to the file', async () => {
    const done = exported({
      status: 'completed',
      progress: 100,
      queuePosition: null,
      format: 'jpeg',
      signedUrl: '/media/private/renders/2001.jpg?exp=1&sig=x',
    });
    let polls = 0;
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'POST /api/scene-exports': () =>
        json(201, { render: exported({ format: 'jpeg' }), charged: 40, remainingCredits: 1210 }),
      [`GET /api/renders/${done.jobId}`]: () =>
        json(200, polls++ === 0 ? exported({ status: 'processing', progress: 30 }) : done),
    });
    const user = userEvent.setup();
    renderUi(<SceneExportFlow setup={setup()} scene={scene} notReady={null} variant="button" />);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('A full-size 1080×1080 picture of your design');
    expect(within(confirm).getByTestId('editor-price')).toHaveTextContent('40 credits');
    await waitFor(() => expect(confirm).toHaveTextContent('1,250 credits'));
    // Opening the toolbar's dialog spends nothing: only the button that names the price does.
    expect(await sentBodies(fetchMock, 'POST /api/scene-exports')).toEqual([]);

    await user.click(within(confirm).getByRole('radio', { name: 'JPEG (smaller)' }));
    await user.click(within(confirm).getByRole('button', { name: 'Export · 40 credits' }));
    const download = await screen.findByRole('link', { name: 'Download JPEG' });
    expect(download).toHaveAttribute('href', done.signedUrl);
    expect(download).toHaveAttribute('download', '2001-design.jpg');
    expect(screen.getByRole('link', { name: 'See it on Generated Videos' })).toBeInTheDocument();

    const [body] = (await sentBodies(fetchMock, 'POST /api/scene-exports')) as Record<
      string,
      unknown
    >[];
    expect(body).toMatchObject({ templateId: '2001', format: 'jpeg', expectedPrice: 40, scene });
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/scene-exports'),
    )!;
    expect(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
  });

  it('orders nothing when the toolbar dialog is cancelled', async () => {
    const fetchMock = stubApi({ 'GET /api/profile': () => json(200, testUser) });
    const user = userEvent.setup();
    renderUi(<SceneExportFlow setup={setup()} scene={scene} notReady={null} variant="button" />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/scene-exports')).toEqual([]);
  });

  it('in the side panel, orders on one click of the button that names the price, with nothing asked before', async () => {
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'POST /api/scene-exports': () =>
        json(201, { render: exported(), charged: 40, remainingCredits: 1210 }),
    });
    const user = userEvent.setup();
    renderUi(<SceneExportFlow setup={setup()} scene={scene} notReady={null} variant="panel" />);
    const panel = screen.getByRole('region', { name: 'Export' });
    expect(within(panel).getByTestId('editor-price')).toHaveTextContent('40 credits');
    await user.click(within(panel).getByRole('button', { name: 'Export · 40 credits' }));
    await screen.findByRole('progressbar', { name: 'Your export' });
    expect(await sentBodies(fetchMock, 'POST /api/scene-exports')).toHaveLength(1);
    // After the charge the dialog offers Close, never a Cancel that returns nothing.
    const progress = await dialog();
    expect(within(progress).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Show your export' })).toBeInTheDocument();
  });

  it('says the template is owned and its exports free once the paid export has completed', async () => {
    const done = exported({
      status: 'completed',
      progress: 100,
      queuePosition: null,
      signedUrl: '/media/private/renders/2001.png?exp=1&sig=x',
    });
    let completed = false;
    stubApi({
      // The licence is the completed export's: the profile lists the template from then on.
      'GET /api/profile': () =>
        json(200, completed ? userWith({ credits: 1210, purchasedTemplates: ['2001'] }) : testUser),
      'POST /api/scene-exports': () =>
        json(201, { render: exported(), charged: 40, remainingCredits: 1210 }),
      [`GET /api/renders/${done.jobId}`]: () => {
        completed = true;
        return json(200, done);
      },
    });
    const user = userEvent.setup();
    renderUi(<SceneExportFlow setup={setup()} scene={scene} notReady={null} variant="panel" />);
    const panel = screen.getByRole('region', { name: 'Export' });
    await user.click(await within(panel).findByRole('button', { name: 'Export · 40 credits' }));
    await screen.findByRole('link', { name: 'Download PNG' });
    await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(within(panel).getByTestId('editor-price')).toHaveTextContent('Owned — free'),
    );
    expect(within(panel).getByRole('button', { name: 'Export (free)' })).toBeEnabled();
    expect(panel).toHaveTextContent(
      "You hold this template's licence: every export of it is free.",
    );
  });

  it('answers a short balance with the Insufficient Credits modal', async () => {
    stubApi({
      'GET /api/profile': () => json(200, userWith({ credits: 10 })),
      'POST /api/scene-exports': () =>
        json(402, {
          error: 'Insufficient credits',
          code: ErrorCode.InsufficientCredits,
          creditsRequired: 40,
          userCredits: 10,
        }),
    });
    const user = userEvent.setup();
    renderUi(<SceneExportFlow setup={setup()} scene={scene} notReady={null} variant="button" />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Export · 40 credits' }));
    const modal = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(modal).toHaveTextContent('30 credits');
    expect(within(modal).getByRole('link', { name: 'Buy More Credits' })).toBeInTheDocument();
  });

  it('exports an owned template for free, carrying no price', async () => {
    const fetchMock = stubApi({
      'GET /api/profile': () => json(200, testUser),
      'POST /api/scene-exports': () =>
        json(201, { render: exported({ credits: 0 }), charged: 0, remainingCredits: 1250 }),
    });
    const user = userEvent.setup();
    renderUi(
      <SceneExportFlow
        setup={setup({ owned: true })}
        scene={scene}
        notReady={null}
        variant="button"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const confirm = await dialog();
    expect(within(confirm).getByTestId('editor-price')).toHaveTextContent('Owned — free');
    await user.click(within(confirm).getByRole('button', { name: 'Export (free)' }));
    await screen.findByRole('progressbar', { name: 'Your export' });
    const [body] = (await sentBodies(fetchMock, 'POST /api/scene-exports')) as Record<
      string,
      unknown
    >[];
    expect(body).not.toHaveProperty('expectedPrice');
  });

  it('exports a video template as an MP4, with no picture format to choose', async () => {
    stubApi({ 'GET /api/profile': () => json(200, testUser) });
    const user = userEvent.setup();
    renderUi(
      <SceneExportFlow
        setup={setup({ kind: 'video' })}
        scene={scene}
        notReady={null}
        variant="button"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Export your video' });
    expect(confirm).toHaveTextContent('with your text and photos in it, as an MP4');
    expect(within(confirm).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says what a design lacks beside the priced button, and orders nothing until it has it', async () => {
    const fetchMock = stubApi({ 'GET /api/profile': () => json(200, testUser) });
    const user = userEvent.setup();
    renderUi(
      <SceneExportFlow
        setup={setup({ kind: 'video' })}
        scene={scene}
        notReady={null}
        blocked={SceneExportMessage.emptySlot}
        variant="button"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Export your video' });
    expect(within(confirm).getByRole('alert')).toHaveTextContent(SceneExportMessage.emptySlot);
    expect(within(confirm).getByRole('button', { name: 'Export · 40 credits' })).toBeDisabled();
    expect(await sentBodies(fetchMock, 'POST /api/scene-exports')).toEqual([]);
  });

  it('keeps Export shut, saying why, until there is something saved to export', () => {
    stubApi({ 'GET /api/profile': () => json(200, testUser) });
    renderUi(
      <SceneExportFlow
        setup={setup()}
        scene={scene}
        notReady="Export opens once your design is saved."
        variant="panel"
      />,
    );
    expect(screen.getByRole('button', { name: 'Export · 40 credits' })).toBeDisabled();
    expect(screen.getByText('Export opens once your design is saved.')).toBeInTheDocument();
  });
});
