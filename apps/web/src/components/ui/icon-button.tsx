import type { ComponentProps, ReactNode } from 'react';

type IconButtonProps = Omit<ComponentProps<'button'>, 'type' | 'aria-label' | 'children'> & {
  /** The button's name for screen readers: it shows only a glyph. */
  label: string;
  children: ReactNode;
};

/**
 * A square button named for screen readers, its glyph hidden from them. It is dimmed when
 * disabled, or when aria-disabled: that one keeps focus, for a button that is only unusable for a
 * moment or at an end of a list, where taking focus away would lose the keyboard's place.
 */
export function IconButton({ label, children, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className="grid size-9 shrink-0 place-items-center rounded-control text-ink-muted hover:bg-slate-100 hover:text-ink disabled:pointer-events-none disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-disabled:hover:text-ink-muted"
      {...props}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
