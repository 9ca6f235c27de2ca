import type { Ref } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { buttonClasses } from './button-styles';
import type { ButtonStyleOptions } from './button-styles';

type ButtonLinkProps = LinkProps &
  Omit<ButtonStyleOptions, 'className'> & {
    className?: string;
    /** For a dialog that focuses this link when it opens. */
    ref?: Ref<HTMLAnchorElement>;
  };

/** Navigation that looks like a button; it stays a link for the keyboard, screen readers and new tabs. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
