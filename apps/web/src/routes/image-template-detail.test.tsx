import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import { stubMediaElements, templateDetail, templateSummary } from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

const template = templateDetail({
  kind: 'image',
  templateId: '2001',
  templateName: 'Sale Poster',
  width: 1080,
  height: 1350,
  videoLayout: '4:5',
  templateSection: ['Retail', 'Seasonal'],
  templateCompatibility: ['Instagram'],
});

const handlers = {
  'GET /api/image-template/2001': () => json(200, template),
  'GET /api/template/2001/suggestions': () =>
    json(200, {
      items: [templateSummary({ kind: 'image', templateId: '2002', templateName: 'Quote Card' })],
      nextOffset: null,
    }),
};

beforeEach(() => {
  stubMediaElements();
});

describe('/image-template/{id}', () => {
  it('shows the design, Edit Template, the panels and suggestions', async () => {
    const user = userEvent.setup();
    stubApi(handlers);
    renderApp('/image-template/2001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sale Poster' })).toBeVisible();
    const image = screen.getByRole('img', { name: 'Sale Poster' });
    expect(image).toHaveAttribute('src', template.posterUrl);
    expect(image).toHaveAttribute('width', '1080');
    expect(image).toHaveAttribute('height', '1350');
    expect(screen.getByRole('link', { name: 'Edit Template' })).toHaveAttribute(
      'href',
      '/template/2001/direct-upload-image',
    );
    expect(screen.getByRole('link', { name: 'Make many' })).toHaveAttribute(
      'href',
      '/make-many/2001',
    );
    expect(screen.getByRole('link', { name: 'Back to image templates' })).toHaveAttribute(
      'href',
      '/image-templates',
    );
    expect(screen.getByText('1080 × 1350 px')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Template Sections' }));
    expect(screen.getByText('Seasonal')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Compatible With' }));
    expect(screen.getByText('Instagram')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Commercial rights' }));
    expect(screen.getByText('TBD')).toBeVisible();

    const grid = await screen.findByRole('list', { name: 'Suggested Templates' });
    expect(within(grid).getByRole('link', { name: /Quote Card/ })).toHaveAttribute(
      'href',
      '/image-template/2002',
    );
  });

  it('sends a signed-out visitor who presses like to /login, to come back here', async () => {
    const user = userEvent.setup();
    stubApi(handlers);
    const { router } = renderApp('/image-template/2001');

    await user.click(await screen.findByRole('button', { name: 'Like this template' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/image-template/2001' });
  });

  it('says "Image template not found" for an unknown id', async () => {
    stubApi({
      'GET /api/image-template/2999': () =>
        json(404, { error: 'Image template not found', code: 'NOT_FOUND' }),
    });
    renderApp('/image-template/2999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Image template not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('says "Failed to load image template data" when it cannot be loaded', async () => {
    stubApi({
      'GET /api/image-template/2001': () => json(403, { error: 'Forbidden', code: 'FORBIDDEN' }),
    });
    renderApp('/image-template/2001');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load image template data' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
