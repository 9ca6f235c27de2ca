import type { BrandLogo } from '@frameshop/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlusIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';

export interface LogoPickerProps {
  logos: BrandLogo[];
  /** Places the logo in the design (it becomes one of the buyer's photos first). */
  onPick: (logo: BrandLogo) => Promise<void>;
  disabled?: boolean;
}

/**
 * "Add logo": the brand kit's logos, one button each, shown under the button that opens them. A
 * logo being placed shows a spinner; one that cannot be placed says why, and the list stays open.
 */
export function LogoPicker({ logos, onPick, disabled = false }: LogoPickerProps) {
  const [open, setOpen] = useState(false);
  const [placing, setPlacing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();

  const pick = async (logo: BrandLogo) => {
    setPlacing(logo.logoId);
    setError(null);
    try {
      await onPick(logo);
      setOpen(false);
    } catch (failure) {
      setError(serverMessageOr(failure, 'The logo could not be added. Try again.'));
    } finally {
      setPlacing(null);
    }
  };

  return (
    <div className="w-full">
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => setOpen((now) => !now)}
      >
        <PlusIcon className="size-4" /> Add logo
      </Button>
      {open ? (
        <div id={listId} className="mt-2 space-y-2">
          <ul aria-label="Brand logos" className="flex flex-wrap gap-2">
            {logos.map((logo) => (
              <li key={logo.logoId}>
                <button
                  type="button"
                  aria-label={`Add logo, ${logo.width} × ${logo.height}`}
                  disabled={placing !== null}
                  onClick={() => void pick(logo)}
                  className="relative grid size-20 place-items-center rounded-md bg-[repeating-conic-gradient(#e5e7eb_0%_25%,#fff_0%_50%)] bg-[length:16px_16px] p-1 ring-1 ring-line hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
                >
                  <img src={logo.url} alt="" className="max-h-full max-w-full object-contain" />
                  {placing === logo.logoId ? (
                    <span className="absolute inset-0 grid place-items-center bg-white/70">
                      <Spinner className="size-5 text-brand-700" />
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        </div>
      ) : null}
    </div>
  );
}
