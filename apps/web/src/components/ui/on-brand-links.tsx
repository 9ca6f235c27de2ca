import { ButtonLink } from './button-link';
import type { ButtonSize } from './button-styles';

interface OnBrandLink {
  to: string;
  label: string;
}

interface OnBrandLinksProps {
  /** The main way forward: a light button. */
  first: OnBrandLink;
  /** The other way: a white-outlined button. */
  second: OnBrandLink;
  size?: ButtonSize;
  /** Layout classes for both links. */
  className?: string;
}

/** The pair of links that ends a brand-coloured panel, styled to stand on the brand colour. */
export function OnBrandLinks({ first, second, size, className }: OnBrandLinksProps) {
  const withLayout = (classes: string) => [className, classes].filter(Boolean).join(' ');
  return (
    <>
      <ButtonLink
        to={first.to}
        size={size}
        variant="secondary"
        className={withLayout('text-brand-700')}
      >
        {first.label}
      </ButtonLink>
      <ButtonLink
        to={second.to}
        size={size}
        variant="ghost"
        className={withLayout(
          'text-white ring-1 ring-white/30 ring-inset hover:bg-white/10 hover:text-white',
        )}
      >
        {second.label}
      </ButtonLink>
    </>
  );
}
