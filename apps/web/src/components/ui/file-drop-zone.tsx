import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from './button';

interface FileDropZoneProps {
  /** The file input's accessible name ("Photos", "Sheet file"), for tests and assistive tools. */
  inputLabel: string;
  /** The visible button's words ("Choose photos"). */
  buttonLabel: string;
  /** What may be chosen and its limits, read with the button. */
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}

/**
 * Files dropped on the zone or picked with its button (a real button, so the keyboard and screen
 * readers reach it; the input behind it is labelled too). What follows a choice is the caller's.
 */
export function FileDropZone({
  inputLabel,
  buttonLabel,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  children,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    // Without this the browser opens the dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(true);
  };
  return (
    <div
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
      className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-5 text-center transition-colors ${
        dragging ? 'border-brand-500 bg-brand-50' : 'border-line bg-surface'
      }`}
    >
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file can be chosen again after a fix.
          event.currentTarget.value = '';
        }}
      />
      <Button
        variant="secondary"
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </Button>
      {children}
    </div>
  );
}
