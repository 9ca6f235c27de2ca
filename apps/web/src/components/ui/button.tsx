import type { ComponentProps } from 'react';
import { buttonClasses } from './button-styles';
import type { ButtonStyleOptions } from './button-styles';

type ButtonProps = ComponentProps<'button'> & Omit<ButtonStyleOptions, 'className'>;

export function Button({ variant, size, fullWidth, className, type, ...props }: ButtonProps) {
  return (
    <button
      // Buttons inside forms must not submit unless they say so.
      type={type ?? 'button'}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    />
  );
}
