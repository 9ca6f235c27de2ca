import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { useCopy, type CopyState } from '../../../hooks/use-copy';

/** How long "Copied" stays on the button before it reads "Copy" again. */
const COPIED_FOR_MS = 2000;

const buttonLabel: Record<CopyState, string> = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Select and copy',
};

/**
 * A block of code with its title and a Copy button. Long lines scroll inside the block, never the
 * page; the block takes keyboard focus so it can be scrolled without a mouse.
 */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  const { state, copy, reset } = useCopy();
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(reset, COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state, reset]);

  return (
    <figure className="my-5 min-w-0 overflow-hidden rounded-card bg-slate-900 shadow-card ring-1 ring-slate-800">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-700 py-1.5 pr-1.5 pl-4">
        <span className="truncate text-sm font-medium text-slate-200">{title}</span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => copy(code)}
          className="shrink-0 text-slate-200 hover:bg-slate-700 hover:text-white"
          aria-label={`${buttonLabel[state]}: ${title}`}
        >
          {state === 'copied' ? <CheckIcon className="size-4" /> : null}
          {buttonLabel[state]}
        </Button>
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={title}
        className="overflow-x-auto p-4 text-sm leading-6 text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-400"
      >
        <code>{code}</code>
      </pre>
      <span role="status" className="sr-only">
        {state === 'copied' ? 'Copied to the clipboard.' : ''}
        {state === 'failed' ? 'Could not copy: select the code and copy it yourself.' : ''}
      </span>
    </figure>
  );
}
