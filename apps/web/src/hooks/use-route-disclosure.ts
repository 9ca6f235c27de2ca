import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state for menus that must close when the user navigates: it remembers the location
 * it was opened at, so any navigation closes it without an effect.
 */
export function useRouteDisclosure() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((current) => (current === key ? null : key)), [key]);
  return { open, close, toggle };
}
