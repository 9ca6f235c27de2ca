import { CloseIcon } from './icons';

interface CloseButtonProps {
  onClick: () => void;
  /** What the button closes or clears, for screen readers: the button shows only a cross. */
  label: string;
  /** Where it sits and its colour; the shape and hover look are the same everywhere. */
  className: string;
  iconSize?: 'size-4' | 'size-5';
}

/** The cross that closes a dialog or a popup, or clears a field. */
export function CloseButton({ onClick, label, className, iconSize = 'size-5' }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`${className} rounded-md p-1.5 hover:bg-slate-100 hover:text-ink`}
    >
      <CloseIcon className={iconSize} />
    </button>
  );
}
