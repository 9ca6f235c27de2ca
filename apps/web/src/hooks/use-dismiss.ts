import { useEffect } from 'react';
import type { RefObject } from 'react';

interface DismissOptions {
  open: boolean;
  onDismiss: () => void;
  /** The popup and its trigger: presses inside it do not dismiss. */
  containerRef: RefObject<HTMLElement | null>;
  /** Escape hands focus back here (the button that opened the popup). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Closes a popup on Escape and on a press anywhere outside it. */
export function useDismiss({ open, onDismiss, containerRef, returnFocusRef }: DismissOptions) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A control inside that used the key itself (a combobox closing its list) has handled it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      onDismiss();
      returnFocusRef?.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && containerRef.current?.contains(target)) return;
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onDismiss, containerRef, returnFocusRef]);
}
