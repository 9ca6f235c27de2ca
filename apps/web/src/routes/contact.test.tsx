import { ContactMessage } from '@frameshop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, publicConfig, sentBodies, stubApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function stubContact(answer: () => Response, config = publicConfig()) {
  return stubApi({
    'GET /api/public-config': () => json(200, config),
    'POST /api/contact': answer,
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Your name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'A payment or credits');
  await user.type(screen.getByLabelText('Message'), 'My credits did not arrive after paying.');
}

describe('contact page', () => {
  it('sends the message and thanks the visitor', async () => {
    const fetchMock = stubContact(() => json(200, { message: ContactMessage.sent }));
    const user = userEvent.setup();
    renderApp('/contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(ContactMessage.sent)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST /api/contact')).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        topic: 'payment',
        message: 'My credits did not arrive after paying.',
      },
    ]);
  });

  it('names every missing field, focuses the first, and sends nothing', async () => {
    const fetchMock = stubContact(() => json(200, { message: ContactMessage.sent }));
    const user = userEvent.setup();
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please choose what your message is about')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(await sentBodies(fetchMock, 'POST /api/contact')).toEqual([]);
  });

  it('keeps what was written when the server cannot take it, and says why', async () => {
    stubContact(() =>
      json(429, { error: 'Too many requests. Please wait 60 seconds.', code: 'RATE_LIMITED' }),
    );
    const user = userEvent.setup();
    renderApp('/contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait 60 seconds.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('My credits did not arrive after paying.');
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
  });

  it('shows the support address, and offers only it when the form is off', async () => {
    stubContact(
      () => json(503, { error: 'off', code: 'SERVICE_UNAVAILABLE' }),
      publicConfig({ supportEmail: 'help@frameshop.example', contactForm: false }),
    );
    renderApp('/contact');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'help@frameshop.example' })).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });
});

describe('contact message box', () => {
  it('is as tall as its six rows: no one-line height of a text input', async () => {
    stubContact(() => json(200, { message: ContactMessage.sent }));
    renderApp('/contact');
    const message = await screen.findByLabelText('Message');
    expect(message).toHaveAttribute('rows', '6');
    // A fixed height (h-11 is one line) would override the rows.
    expect(message.className).not.toMatch(/(^|\s)h-/);
    expect(message).toHaveClass('py-2.5', 'w-full');
  });
});
