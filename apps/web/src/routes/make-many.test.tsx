import {
  BatchMessage,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  type CheckBatchRequest,
  type Draft,
} from '@frameshop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchRecord } from '../features/batches/test-batches';
import { testDesign, testMeasurer, testSlot, testText } from '../features/batches/test-design';
import { tokenStore } from '../lib/token-store';
import { json, publicConfig, sentBodies, stubApi, testUser } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const scene = testDesign([testText('name', 'Your name')]);
const draft: Draft = {
  template: {
    templateId: '2001',
    kind: 'image',
    templateName: 'Birthday Card',
    overlayUrl: null,
    previewVideoUrl: null,
  },
  revision: 3,
  scene,
  savedAt: '2026-11-27T09:00:00.000Z',
};
const limits = {
  maxImageBytes: 26_214_400,
  maxVideoBytes: 524_288_000,
  maxVideoSeconds: 600,
  quotaBytes: 2_147_483_648,
  usedBytes: 4_200_000,
  maxUploads: 200,
};

/** The server's check: 1 credit a result and the licence, 40, once; problems as given. */
const checked =
  (perResult = 1) =>
  async (request: Request) => {
    const body = (await request.json()) as CheckBatchRequest;
    const results = body.rows.length;
    return json(200, {
      price: { results, perResult, licence: 40, total: results * perResult + 40 },
      balance: 1250,
      rows: [],
    });
  };

function stubMakeMany(
  handlers: Record<string, (request: Request) => Response | Promise<Response>>,
) {
  return stubApi({
    'GET /api/profile': () => json(200, testUser),
    'GET /api/drafts/2001': () => json(200, draft),
    'GET /api/scene-exports/templates/2001': () =>
      json(200, {
        templateId: '2001',
        kind: 'image',
        scene,
        overlayUrl: null,
        owned: false,
        price: 40,
      }),
    'GET /api/uploads': () => json(200, { uploads: [], limits }),
    'POST /api/batches/check': checked(),
    ...handlers,
  });
}

beforeEach(() => {
  tokenStore.save('valid-token', true);
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
  // jsdom draws nothing: a context that measures like the tests' font and ignores drawing.
  const context = new Proxy(testMeasurer, {
    get: (target, name) => (name in target ? target[name as keyof typeof target] : () => {}),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (document as { fonts?: unknown }).fonts;
});

async function pasteRows(user: ReturnType<typeof userEvent.setup>, cells: string) {
  // The first visit compiles the page's chunk: it may take a while on a busy machine.
  const box = await screen.findByRole(
    'textbox',
    { name: 'Paste cells from a spreadsheet' },
    { timeout: 15_000 },
  );
  await user.click(box);
  await user.paste(cells);
  await user.click(screen.getByRole('button', { name: 'Use the pasted cells' }));
}

describe('Make many', () => {
  it('reads pasted cells, matches the column, shows the price in one line and confirms once at it', async () => {
    const fetchMock = stubMakeMany({
      'POST /api/batches': () =>
        json(201, { batch: batchRecord(), charged: 42, remainingCredits: 1208 }),
      'GET /api/batches/b-1': () => json(200, batchRecord()),
    });
    const user = userEvent.setup();
    renderApp('/make-many/2001');

    await pasteRows(user, 'Name\tCity\nPriya Sharma\tPune\nArun\tMumbai');
    expect(await screen.findByRole('combobox', { name: 'Text “Your name”' })).toHaveDisplayValue(
      'Name',
    );
    expect(screen.getByRole('combobox', { name: 'Name each result by' })).toHaveDisplayValue(
      'Name',
    );
    expect(screen.getByRole('img', { name: 'How row 1 will look' })).toBeInTheDocument();
    expect(screen.getAllByText('Ready')).toHaveLength(2);

    await waitFor(() =>
      expect(screen.getByTestId('batch-price-line')).toHaveTextContent(
        '2 results × 1 credit + licence 40 = 42 credits',
      ),
    );
    const make = await screen.findByRole('button', { name: 'Make 2 · 42 credits' });
    await waitFor(() => expect(make).toBeEnabled());
    await user.click(make);

    expect(await screen.findByRole('heading', { name: 'Birthday Card: 3 pictures' })).toBeVisible();
    expect(await sentBodies(fetchMock, 'POST /api/batches')).toEqual([
      {
        templateId: '2001',
        scene,
        format: 'png',
        expectedTotal: 42,
        rows: [
          { texts: { name: 'Priya Sharma' }, photos: {}, name: 'Priya Sharma', sheetRow: 0 },
          { texts: { name: 'Arun' }, photos: {}, name: 'Arun', sheetRow: 1 },
        ],
      },
    ]);
    const [, init] = fetchMock.mock.calls.find(
      ([input, options]) => String(input) === '/api/batches' && options?.method === 'POST',
    )!;
    expect(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('flags a row on itself, waits until it is fixed or left out, and charges nothing for a row left out', async () => {
    const fetchMock = stubMakeMany({});
    const user = userEvent.setup();
    renderApp('/make-many/2001');

    await pasteRows(user, 'name\tcity\nPriya\tPune\n\tMumbai\nArun\tGoa');
    expect(await screen.findByText(BatchMessage.emptyText, { exact: false })).toBeVisible();
    expect(screen.getByText('Fix or leave out the 1 row marked above.')).toBeVisible();
    expect(
      screen.getByText('3 of 3 rows will be made; 1 need fixing or leaving out.'),
    ).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Make row 2' }));
    const make = await screen.findByRole('button', { name: 'Make 2 · 42 credits' });
    await waitFor(() => expect(make).toBeEnabled());
    const checks = await sentBodies(fetchMock, 'POST /api/batches/check');
    // Each row keeps its place in the sheet: Arun is its third row, whatever is left out.
    expect(
      (checks.at(-1) as CheckBatchRequest).rows.map((row) => [row.name, row.sheetRow]),
    ).toEqual([
      ['Priya', 0],
      ['Arun', 2],
    ]);

    // Fixed in place instead: the row is made again.
    await user.click(screen.getByRole('checkbox', { name: 'Make row 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Row 2: name' }), 'Zoë');
    expect(
      await screen.findByRole('button', { name: 'Make 3 · 43 credits' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('shows the server’s problems on their rows', async () => {
    stubMakeMany({
      'POST /api/batches/check': () =>
        json(200, {
          price: { results: 2, perResult: 1, licence: 40, total: 42 },
          balance: 1250,
          rows: [{ row: 1, field: 'texts.name', message: 'The server found a problem here.' }],
        }),
    });
    const user = userEvent.setup();
    renderApp('/make-many/2001');
    await pasteRows(user, 'name\nPriya\nArun');
    const problem = await screen.findByText('Your name: The server found a problem here.');
    expect(problem.closest('li[class*="rounded-card"]')).toHaveTextContent('Row 2: Arun');
  });

  it('asks again at the new total when prices changed (409)', async () => {
    let perResult = 1;
    const fetchMock = stubMakeMany({
      'POST /api/batches/check': async (request) => checked(perResult)(request),
      'POST /api/batches': async (request) => {
        const body = (await request.json()) as { expectedTotal: number };
        if (body.expectedTotal === 42) {
          perResult = 6;
          return json(409, {
            error: BatchMessage.totalChanged(52),
            code: ErrorCode.PriceChanged,
            total: 52,
          });
        }
        return json(201, { batch: batchRecord(), charged: 52, remainingCredits: 1198 });
      },
      'GET /api/batches/b-1': () => json(200, batchRecord()),
    });
    const user = userEvent.setup();
    renderApp('/make-many/2001');
    await pasteRows(user, 'name\nPriya\nArun');
    const make = await screen.findByRole('button', { name: 'Make 2 · 42 credits' });
    await waitFor(() => expect(make).toBeEnabled());
    await user.click(make);

    expect(await screen.findByText(BatchMessage.totalChanged(52), { exact: false })).toBeVisible();
    const again = await screen.findByRole('button', { name: 'Make 2 · 52 credits' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await screen.findByRole('heading', { name: 'Birthday Card: 3 pictures' });
    expect(
      (await sentBodies(fetchMock, 'POST /api/batches')).map(
        (body) => (body as { expectedTotal: number }).expectedTotal,
      ),
    ).toEqual([42, 52]);
  });

  it('says how many credits are missing and offers the packs (402)', async () => {
    stubMakeMany({
      'POST /api/batches': () =>
        json(402, {
          error: 'You do not have enough credits.',
          code: ErrorCode.InsufficientCredits,
          creditsRequired: 42,
          userCredits: 10,
        }),
    });
    const user = userEvent.setup();
    renderApp('/make-many/2001');
    await pasteRows(user, 'name\nPriya\nArun');
    const make = await screen.findByRole('button', { name: 'Make 2 · 42 credits' });
    await waitFor(() => expect(make).toBeEnabled());
    await user.click(make);

    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByText('Shortage').nextSibling).toHaveTextContent('32 credits');
    expect(within(dialog).getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
  });

  /** The page's numbered steps, in order. */
  const steps = () =>
    screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => /^\d+\. /.test(text ?? ''));

  it('numbers its steps without a gap and states the owner’s row limit before any check, asking nothing past it', async () => {
    const withPhoto = {
      ...draft,
      scene: testDesign([testSlot('photo'), testText('name', 'Your name')]),
    };
    const fetchMock = stubMakeMany({
      'GET /api/public-config': () =>
        json(200, publicConfig({ batches: { maxRows: 2, maxRunningPerUser: 2 } })),
      'GET /api/drafts/2001': () => json(200, withPhoto),
    });
    const user = userEvent.setup();
    renderApp('/make-many/2001');
    expect(
      await screen.findByText(
        'One result for each row, up to 2 rows a batch; split a longer sheet into several batches.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(steps()).toEqual(['1. Rows', '2. Photos']);
    // Back where the buyer came from: the template's page, of its kind.
    expect(screen.getByRole('link', { name: 'Back to template' })).toHaveAttribute(
      'href',
      '/image-template/2001',
    );

    await pasteRows(user, 'name\nPriya\nArun\nMei');
    expect(
      await screen.findByRole('heading', { level: 2, name: '4. Check each row' }),
    ).toBeVisible();
    expect(steps()).toEqual(['1. Rows', '2. Columns', '3. Photos', '4. Check each row']);
    expect(
      screen.getByText(
        '3 rows are ticked, more than the 2 a batch can have: leave 1 out, or split the sheet.',
      ),
    ).toBeVisible();
    expect(screen.getByText(BatchMessage.tooManyRows(2))).toBeVisible();
    expect(await sentBodies(fetchMock, 'POST /api/batches/check')).toEqual([]);

    // One left out: within the limit, the rows are checked (each still needs its photo).
    await user.click(screen.getByRole('checkbox', { name: 'Make row 3' }));
    expect(
      await screen.findByText('2 of 3 rows will be made; 2 need fixing or leaving out.'),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await sentBodies(fetchMock, 'POST /api/batches/check')).not.toEqual([]),
    );
  });

  it('says what is wrong with a sheet it cannot read', async () => {
    stubMakeMany({});
    const user = userEvent.setup();
    renderApp('/make-many/2001');
    await screen.findByRole('button', { name: 'Choose a sheet file' });
    const bytes = new Uint8Array([0xff, 0xfe, 0x6e, 0x00]);
    await user.upload(screen.getByLabelText('Sheet file'), new File([bytes], 'guests.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('UTF-16');
  });
});
