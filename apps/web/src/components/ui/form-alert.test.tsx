import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert';
import { LoadFailedPanel } from './load-failed-panel';
import { ApiError } from '../../lib/api-error';

describe('error references', () => {
  it('shows a form error with the reference the server gave it', () => {
    render(
      <FormAlert tone="error" reference="0123abcd4567ef89">
        Invalid email or password
      </FormAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveTextContent('Reference: 0123abcd4567ef89');
  });

  it('shows no reference line when there is none', () => {
    render(<FormAlert tone="error">Check your connection and try again.</FormAlert>);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Reference');
  });

  it("shows a failed load's reference from its error", () => {
    const error = new ApiError(500, 'INTERNAL', 'Internal error', {}, { requestId: 'feed00beef' });
    render(
      <LoadFailedPanel message="Failed to load the receipt" onRetry={() => {}} error={error} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: feed00beef');
  });
});
