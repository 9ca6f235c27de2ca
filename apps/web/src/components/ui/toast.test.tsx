import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@frameshop/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import type { ToastOptions } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function Trigger(props: ToastOptions) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(props)}>
      Notify
    </button>
  );
}

function renderWithToast(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger {...options} />
    </ToastProvider>,
  );
  // fireEvent, not userEvent: userEvent schedules its own timers, which fake timers would hold up.
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stays for 5000 ms, fades for 300 ms, then disappears', () => {
    renderWithToast({ type: 'success', message: 'Profile updated successfully!' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Profile updated successfully!');
    expect(toast).toHaveAttribute('data-state', 'open');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
    expect(screen.getByRole('status')).toHaveClass('opacity-0');

    act(() => vi.advanceTimersByTime(TOAST_FADE_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('announces success politely and errors as alerts', () => {
    renderWithToast({ type: 'success', message: 'Saved' });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error toast with role="alert"', () => {
    renderWithToast({ type: 'error', message: 'Failed to update profile. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    renderWithToast({ type: 'success', message: 'Quick', durationMs: 1000 });

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with its close button, fading out first', () => {
    renderWithToast({ type: 'error', message: 'Payment Error' });

    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'closing');

    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks different toasts, each on its own clock', () => {
    render(
      <ToastProvider>
        <Trigger type="success" message="First" />
        <Trigger type="success" message="Second" />
      </ToastProvider>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Notify' });
    fireEvent.click(first!);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(second!);
    expect(screen.getAllByRole('status')).toHaveLength(2);

    // Each step is its own act(): the fade timer starts only once React has rendered the fade.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 2000));
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('shows the same message once however often it is asked for, its time starting over', () => {
    renderWithToast({ type: 'error', message: 'Please log in to like this template' });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // Refreshed by the last click: a full duration from then, not from the first.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'closing');
  });

  it('brings a fading toast back when its message is asked for again', () => {
    renderWithToast({ type: 'error', message: 'Payment Error' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'closing');

    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
  });

  it('keeps a success and an error of the same words apart', () => {
    render(
      <ToastProvider>
        <Trigger type="success" message="Done" />
        <Trigger type="error" message="Done" />
      </ToastProvider>,
    );
    for (const button of screen.getAllByRole('button', { name: 'Notify' })) fireEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    expect(screen.getByRole('alert')).toHaveTextContent('Done');
  });

  it("shows an error's reference in small print, so a user can quote it to support", () => {
    renderWithToast({
      type: 'error',
      message: 'Your cart was not changed.',
      reference: 'ab12cd34',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: ab12cd34');
  });

  it('paints beneath an open modal dialog, so it never covers the dialog buttons', () => {
    render(
      <ToastProvider>
        <Trigger type="error" message="Please log in to like this template" />
        <Modal
          open
          onClose={() => undefined}
          title="Sign in required"
          footer={<a href="/login">Log in</a>}
        />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));

    // jsdom lays nothing out, so the rule is read where it is written: the layers' z-index.
    const toastLayer = zIndexOf(screen.getByRole('alert').parentElement);
    const dialogLayer = zIndexOf(screen.getByRole('dialog').parentElement);
    expect(toastLayer).toBeLessThan(dialogLayer);
  });
});

/** The Tailwind z-index (`z-50`, `z-[45]`) of a fixed layer. */
function zIndexOf(element: HTMLElement | null): number {
  const match = /(?:^|\s)z-(?:\[(\d+)\]|(\d+))(?:\s|$)/.exec(element?.className ?? '');
  if (!match) throw new Error(`no z-index class on ${element?.outerHTML.slice(0, 80)}`);
  return Number(match[1] ?? match[2]);
}
