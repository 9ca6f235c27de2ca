import { TEMPLATE_LAYOUTS, TemplateAdminMessage, type OwnerTemplate } from '@frameshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAdminSession } from '../features/admin-shell/admin-session';
import { tokenStore } from '../lib/token-store';
import { json, sentBodies, stubApi, testUser } from '../test/fake-api';
import { stubMediaElements } from '../test/fake-catalogue';
import { ADMIN_TOKEN, ownerTemplate } from '../test/fake-owner-catalogue';
import { stubXhr } from '../test/fake-xhr';
import { renderApp } from '../test/render-app';

type Handler = (request: Request) => Response | Promise<Response>;

const CREATE = 'POST /api/admin/catalogue/templates';
const templatePath = (id: string) => `/api/admin/catalogue/templates/${id}`;

function stubEditor(handlers: Record<string, Handler>) {
  return stubApi({ 'GET /api/profile': () => json(200, testUser), ...handlers });
}

/** Answers `answers` in turn, the last one from then on. */
function inTurn(...answers: OwnerTemplate[]): Handler {
  let calls = 0;
  return () => json(200, answers[Math.min(calls++, answers.length - 1)]);
}

beforeEach(() => {
  stubMediaElements();
  tokenStore.save('valid-token', true);
  saveAdminSession({ token: ADMIN_TOKEN, expiresAt: Date.now() + 30 * 60_000 });
});

describe('the template editor: a new template', () => {
  it('names a negative price, an empty name and a bad layout by their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubEditor({});
    renderApp('/internal-dashboard-admin/templates/new');

    await user.type(await screen.findByLabelText('Price (credits)'), '-5');
    // No option of the select can be wrong; a value that is none of them stands for one.
    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: '21:9' } });
    await user.click(screen.getByRole('button', { name: 'Create template' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Give the template a name')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the template a name');
    expect(screen.getByLabelText('Price (credits)')).toHaveAccessibleDescription(
      expect.stringContaining('templatePrice cannot be negative'),
    );
    expect(screen.getByLabelText('Layout')).toHaveAccessibleDescription(
      `videoLayout must be one of ${TEMPLATE_LAYOUTS.join(', ')} (a width:height frame)`,
    );
    expect(await sentBodies(fetchMock, CREATE)).toEqual([]);
  });

  it('creates the template with the admin token and opens its editor with the kind’s uploads', async () => {
    const user = userEvent.setup();
    const created = ownerTemplate({
      templateId: '21',
      fields: {
        kind: 'image',
        templateName: 'Sale Poster',
        templatePrice: 30,
        templateCategory: ['Retail', 'Seasonal'],
      },
    });
    const fetchMock = stubEditor({
      [CREATE]: () => json(201, created),
      [`GET ${templatePath('21')}`]: () => json(200, created),
    });
    const { router } = renderApp('/internal-dashboard-admin/templates/new');

    await user.selectOptions(await screen.findByLabelText('Kind'), 'Image template');
    await user.type(screen.getByLabelText('Name'), 'Sale Poster');
    await user.type(screen.getByLabelText('Categories'), 'Retail, Seasonal,');
    await user.type(screen.getByLabelText('Price (credits)'), '30');
    // A picture has no green-screen window and no poster frame.
    expect(screen.queryByLabelText('Green-screen window layout')).toBeNull();
    expect(screen.queryByLabelText('Poster frame (seconds)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create template' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/internal-dashboard-admin/templates/21'),
    );
    const [body] = (await sentBodies(fetchMock, CREATE)) as { fields: Record<string, unknown> }[];
    expect(body?.fields).toMatchObject({
      kind: 'image',
      templateName: 'Sale Poster',
      templateCategory: ['Retail', 'Seasonal'],
      templatePrice: 30,
      templatePriceIND: null,
      greenScreenLayout: null,
    });
    const [createCall] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(new Headers(createCall?.[1]?.headers).get('Authorization')).toBe(
      `Bearer ${ADMIN_TOKEN}`,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Sale Poster' })).toBeVisible();
    const overlay = screen.getByLabelText('Overlay PNG (transparent window)');
    expect(overlay).toHaveAttribute('type', 'file');
    expect(overlay).toHaveAttribute('accept', 'image/png');
    expect(screen.queryByLabelText(/Template clip/)).toBeNull();
  });
});

describe('the template editor: a saved template', () => {
  it('keeps the typed values on a 409 and offers Reload, which brings the saved ones', async () => {
    const user = userEvent.setup();
    const theirs = ownerTemplate({
      templateId: '31',
      revision: 5,
      fields: { templateName: 'Their name' },
    });
    const fetchMock = stubEditor({
      [`GET ${templatePath('31')}`]: inTurn(
        ownerTemplate({ templateId: '31', revision: 4, fields: { templateName: 'Old name' } }),
        theirs,
      ),
      [`PUT ${templatePath('31')}`]: () =>
        json(409, { error: TemplateAdminMessage.revisionConflict, code: 'CONFLICT' }),
    });
    renderApp('/internal-dashboard-admin/templates/31');

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Old name');
    await user.clear(name);
    await user.type(name, 'My new name');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      TemplateAdminMessage.revisionConflict,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('My new name');
    const [sent] = (await sentBodies(fetchMock, `PUT ${templatePath('31')}`)) as {
      revision: number;
      fields: { templateName: string };
    }[];
    expect(sent?.revision).toBe(4);
    expect(sent?.fields.templateName).toBe('My new name');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Their name'));
    expect(screen.queryByText(TemplateAdminMessage.revisionConflict)).toBeNull();
  });

  it('says a failed save that names no field under the form, with its reference, keeping the values', async () => {
    const user = userEvent.setup();
    stubEditor({
      [`GET ${templatePath('32')}`]: inTurn(
        ownerTemplate({ templateId: '32', fields: { templateName: 'Old name' } }),
      ),
      [`PUT ${templatePath('32')}`]: () =>
        json(500, { error: 'Internal error', code: 'INTERNAL', requestId: '7a6b5c4d3e2f1a0b' }),
    });
    renderApp('/internal-dashboard-admin/templates/32');

    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Kept name');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Reference: 7a6b5c4d3e2f1a0b');
    expect(screen.getByLabelText('Name')).toHaveValue('Kept name');
  });

  it('shows the server’s field messages by their fields, and the warnings of a save', async () => {
    const user = userEvent.setup();
    const saved = ownerTemplate({ templateId: '32', revision: 2 });
    let refuse = true;
    stubEditor({
      [`GET ${templatePath('32')}`]: () => json(200, saved),
      [`PUT ${templatePath('32')}`]: () => {
        if (refuse) {
          refuse = false;
          return json(400, {
            error: 'body.fields.sku: Another template already has the sku NEON-1.',
            code: 'VALIDATION_FAILED',
            issues: [
              {
                path: 'body.fields.sku',
                message: TemplateAdminMessage.skuTaken('NEON-1'),
              },
            ],
          });
        }
        return json(200, {
          ...saved,
          revision: 3,
          warnings: [TemplateAdminMessage.badTemplateJson],
        });
      },
    });
    renderApp('/internal-dashboard-admin/templates/32');

    await user.type(await screen.findByLabelText('SKU (optional)'), 'NEON-1');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    const sku = screen.getByLabelText('SKU (optional)');
    await waitFor(() => expect(sku).toHaveAttribute('aria-invalid', 'true'));
    expect(sku).toHaveAccessibleDescription(
      expect.stringContaining(TemplateAdminMessage.skuTaken('NEON-1')),
    );
    expect(sku).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(TemplateAdminMessage.badTemplateJson)).toBeVisible();
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
  });

  it('uploads the clip, follows the preparation every second, then shows the poster and the buyer’s card', async () => {
    const user = userEvent.setup();
    const xhr = stubXhr();
    const preparing = ownerTemplate({
      media: {
        state: 'preparing',
        progress: 0.45,
        message: 'Making the poster',
        uploaded: ['video'],
      },
    });
    const ready = ownerTemplate({
      revision: 2,
      media: {
        state: 'ready',
        progress: 1,
        uploaded: ['video'],
        posterUrl: '/media/41/poster.jpg',
        previewUrl: '/media/41/preview.mp4',
      },
    });
    const fetchMock = stubEditor({
      [`GET ${templatePath('41')}`]: inTurn(ownerTemplate(), preparing, ready),
    });
    renderApp('/internal-dashboard-admin/templates/41');

    const clip = await screen.findByLabelText('Template clip (green-screen window)');
    expect(clip).toHaveAttribute('accept', 'video/mp4,video/quicktime,video/webm');
    expect(screen.getByLabelText('Mask clip (optional)')).toHaveAttribute('type', 'file');
    await user.upload(clip, new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const request = xhr.last();
    expect(request.method).toBe('PUT');
    expect(request.url).toMatch(
      new RegExp(`^${templatePath('41')}/media/video\\?uploadId=[0-9a-f-]{36}&offset=0&last=true$`),
    );
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    request.progress(5, 10);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading clip.mp4' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    request.respond(200, { role: 'video', received: 10, complete: true });

    const status = await screen.findByText('Preparing the media · 45%');
    expect(screen.getByText('Making the poster')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Preparing the media' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(status).toBeVisible();
    expect(screen.getByText('Upload finished. The media are being prepared.')).toBeVisible();

    expect(await screen.findByRole('img', { name: 'Poster of Neon Intro' })).toHaveAttribute(
      'src',
      '/media/41/poster.jpg',
    );
    expect(screen.getByLabelText('Preview of Neon Intro')).toHaveAttribute(
      'src',
      '/media/41/preview.mp4',
    );
    // The upload's note follows the media: no longer "being prepared" once they are ready.
    expect(screen.getByText('Upload finished. The media are ready.')).toBeVisible();
    expect(screen.queryByText('Upload finished. The media are being prepared.')).toBeNull();
    const buyerView = screen.getByRole('region', { name: 'As a buyer sees it' });
    expect(within(buyerView).getByText('Neon Intro')).toBeInTheDocument();
    expect(within(buyerView).getByText('49 credits')).toBeInTheDocument();
    // Three answers: the first load, the one after the upload, and one poll a second later.
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input) === templatePath('41')),
    ).toHaveLength(3);
  });

  it('says what the composition is for, and fills an untouched one with the uploaded clip’s once prepared', async () => {
    const preparing = ownerTemplate({
      media: { state: 'preparing', progress: 0.5, message: null, uploaded: ['video'] },
    });
    const composition = '{"width":1280,"height":720,"layers":[]}';
    const ready = ownerTemplate({
      fields: { templateJson: composition },
      media: {
        state: 'ready',
        progress: 1,
        uploaded: ['video'],
        posterUrl: '/media/41/poster.jpg',
      },
    });
    const fetchMock = stubEditor({
      [`GET ${templatePath('41')}`]: inTurn(preparing, ready),
      [`PUT ${templatePath('41')}`]: () => json(200, { ...ready, revision: 2 }),
    });
    const user = userEvent.setup();
    renderApp('/internal-dashboard-admin/templates/41');

    const field = await screen.findByLabelText('Composition (templateJson)');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'The canvas buyers design on in the editors and the size of their exports',
      ),
    );
    expect(field).toHaveAccessibleDescription(expect.stringContaining('uploaded file’s size'));

    // The clip is prepared: its 1280×720 composition is what buyers get, and what a save keeps.
    await waitFor(() => expect(field).toHaveValue(composition), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const [body] = (await sentBodies(fetchMock, `PUT ${templatePath('41')}`)) as {
      fields: { templateJson: string | null };
    }[];
    expect(body?.fields.templateJson).toBe(composition);
  });
});
