import type { ComponentProps } from 'react';
import { inputClasses } from './input-styles';
import type { InputTone } from './input-styles';

/** An email address input: the keyboard, autofill and example every form here gives it. */
export function EmailInput({
  tone = 'default',
  ...props
}: Omit<ComponentProps<'input'>, 'className' | 'type'> & { tone?: InputTone }) {
  return (
    <input
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
      className={inputClasses(tone)}
    />
  );
}
