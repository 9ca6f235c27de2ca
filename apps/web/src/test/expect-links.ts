import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Each link named in `hrefs` is in `container` and points where the map says. */
export function expectLinks(container: HTMLElement, hrefs: Record<string, string>): void {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(within(container).getByRole('link', { name }), name).toHaveAttribute('href', href);
  }
}
