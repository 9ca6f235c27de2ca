import { CommerceMessage } from '@frameshop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render-ui';
import { InsufficientCreditsModal } from './insufficient-credits-modal';

function renderModal(onClose = vi.fn()) {
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <InsufficientCreditsModal
            open
            creditsRequired={1250}
            userCredits={300}
            onClose={onClose}
          />
        ),
      },
      { path: '/buy-credits', element: <h1>Buy credits page</h1> },
    ],
    '/',
  );
  return { ...view, onClose };
}

function row(dialog: HTMLElement, label: string) {
  return within(dialog).getByText(label).nextElementSibling;
}

describe('InsufficientCreditsModal', () => {
  it('shows the required and available credits, the shortage and the spec text', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Insufficient Credits' });

    expect(dialog).toHaveAccessibleDescription(CommerceMessage.insufficientCredits);
    expect(row(dialog, 'Required credits')).toHaveTextContent('1,250 credits');
    expect(row(dialog, 'Available credits')).toHaveTextContent('300 credits');
    expect(row(dialog, 'Shortage')).toHaveTextContent('950 credits');
  });

  it('never shows a negative shortage', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <InsufficientCreditsModal
              open
              creditsRequired={10}
              userCredits={40}
              onClose={vi.fn()}
            />
          ),
        },
      ],
      '/',
    );
    expect(row(screen.getByRole('dialog'), 'Shortage')).toHaveTextContent('0 credits');
  });

  it('Buy More Credits goes to /buy-credits and closes the dialog', async () => {
    const { router, onClose } = renderModal();

    await userEvent.click(screen.getByRole('link', { name: 'Buy More Credits' }));

    expect(router.state.location.pathname).toBe('/buy-credits');
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel closes it', async () => {
    const { onClose } = renderModal();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <InsufficientCreditsModal
              open={false}
              creditsRequired={10}
              userCredits={0}
              onClose={vi.fn()}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
