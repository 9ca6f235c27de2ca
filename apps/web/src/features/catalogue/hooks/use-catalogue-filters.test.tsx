import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCatalogueFilters } from './use-catalogue-filters';

function renderFilters(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      filters: useCatalogueFilters({ sortable: true }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('the list filters in the address', () => {
  it('keeps a cleared search cleared when a section is chosen before the list renders again', () => {
    const { result } = renderFilters('/templates-list?q=Fitness&sort=price-low-high');
    // Both from one render, as a quick hand (or a busy phone) sends them.
    act(() => {
      const { clearSearch, toggleSection } = result.current.filters;
      clearSearch();
      toggleSection('Reels');
    });
    expect(result.current.location.search).toBe('?sort=price-low-high&section=Reels');
    expect(result.current.filters.searchDraft).toBe('');
  });

  it('builds each change on the last, and on an address that came from elsewhere (a link)', () => {
    const { result } = renderFilters('/templates-list?section=Reels');
    act(() => result.current.filters.toggleSection('Weddings'));
    expect(result.current.location.search).toBe('?section=Weddings');
    act(() => result.current.filters.changeSort('price-high-low'));
    expect(result.current.location.search).toBe('?section=Weddings&sort=price-high-low');

    act(() => result.current.navigate('/templates-list?q=cake'));
    expect(result.current.filters.searchDraft).toBe('cake');
    act(() => result.current.filters.toggleSection('Birthdays'));
    expect(result.current.location.search).toBe('?q=cake&section=Birthdays');
  });
});
