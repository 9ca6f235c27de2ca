import { useState } from 'react';
import type { ComponentProps } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { inputClasses } from './input-styles';
import type { InputTone } from './input-styles';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  tone?: InputTone;
};

/** A password input with a show/hide toggle; the toggle is a real button with a pressed state. */
export function PasswordInput({ tone = 'default', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={inputClasses(tone, 'pr-12')}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-control text-ink-subtle hover:text-ink"
      >
        {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
      </button>
    </div>
  );
}
