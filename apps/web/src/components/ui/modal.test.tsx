import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectFocusTrap } from '../../test/expect-focus-trap';
import { Button } from './button';
import { Modal } from './modal';

function Harness({ withFields = true }: { withFields?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Insufficient Credits"
        description="You don't have enough credits to download this template."
        footer={
          withFields ? (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button>Buy More Credits</Button>
            </>
          ) : null
        }
      />
      <button type="button">After</button>
    </>
  );
}

async function openDialog(withFields = true) {
  const user = userEvent.setup();
  render(<Harness withFields={withFields} />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a labelled, described modal dialog', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Insufficient Credits');
    expect(dialog).toHaveAccessibleDescription(
      "You don't have enough credits to download this template.",
    );
  });

  it('moves focus inside on open and cycles Tab and Shift+Tab within the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const buy = screen.getByRole('button', { name: 'Buy More Credits' });

    await expectFocusTrap(user, [close, cancel, buy]);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openDialog();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its own buttons and restores focus too', async () => {
    const { user, opener } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps focus inside when the only focusable element is the close button', async () => {
    const { user } = await openDialog(false);
    const close = screen.getByRole('button', { name: 'Close dialog' });

    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const { user, dialog } = await openDialog();
    const backdrop = dialog.previousElementSibling;
    expect(backdrop).not.toBeNull();

    await user.click(backdrop as Element);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
