import { useId, useState } from 'react';
import type { HTMLAttributes, InputHTMLAttributes, KeyboardEvent } from 'react';

/**
 * A search box's suggestions as an ARIA combobox (ADR 35): the arrow keys move through the
 * options, Enter picks the active one (or lets the form search, with none active), Escape closes
 * them, and the box keeps the focus throughout. `open` says whether suggestions are wanted (what
 * is typed since the last pick); `bind` ties the options of the moment to the box and the list.
 */
export function useCombobox() {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  /** Something was typed: suggestions are wanted again, none of them active. */
  const typed = () => {
    setOpen(true);
    setActive(-1);
  };

  function bind<T>(options: readonly T[], pick: (option: T) => void) {
    const shown = open && options.length > 0;
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          return;
        }
        const count = options.length;
        const down = event.key === 'ArrowDown';
        setActive((current) => {
          if (down) return current + 1 >= count ? 0 : current + 1;
          return current <= 0 ? count - 1 : current - 1;
        });
      } else if (event.key === 'Enter' && shown && options[active] !== undefined) {
        event.preventDefault();
        pick(options[active]);
      } else if (event.key === 'Escape' && shown) {
        // Handled here: a panel around the box closes on the next Escape, not this one.
        event.preventDefault();
        close();
      }
    };
    const inputProps: InputHTMLAttributes<HTMLInputElement> = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': shown,
      'aria-controls': listId,
      'aria-activedescendant':
        shown && options[active] !== undefined ? optionId(active) : undefined,
      onKeyDown,
      onBlur: close,
    };
    const optionProps = (index: number): HTMLAttributes<HTMLElement> & { id: string } => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // The box keeps the focus: pressing an option must not blur it (and close the list).
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => pick(options[index]!),
      onMouseEnter: () => setActive(index),
    });
    return { shown, inputProps, optionProps, isActive: (index: number) => index === active };
  }

  return { listId, open, close, typed, bind };
}
