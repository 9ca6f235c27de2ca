import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A dialog keeps focus inside: from the first of `controls` (focused), Tab visits each in order
 * and wraps round to the first, and Shift+Tab goes back through them from the last.
 */
export async function expectFocusTrap(user: UserEvent, controls: HTMLElement[]): Promise<void> {
  const [first] = controls;
  expect(first).toHaveFocus();
  for (const next of [...controls.slice(1), first]) {
    await user.tab();
    expect(next).toHaveFocus();
  }
  for (const previous of controls.slice(1).reverse()) {
    await user.tab({ shift: true });
    expect(previous).toHaveFocus();
  }
}
