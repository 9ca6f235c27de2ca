import { ButtonLink } from './ui/button-link';
import type { ButtonVariant } from './ui/button-styles';

interface PageAction {
  to: string;
  label: string;
  variant?: ButtonVariant;
}

/** The large links a content page ends its offer with ("Browse Templates", "Buy Credits"). */
export function PageActions({ links, className }: { links: PageAction[]; className: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {links.map(({ to, label, variant }) => (
        <ButtonLink key={to} to={to} size="lg" variant={variant}>
          {label}
        </ButtonLink>
      ))}
    </div>
  );
}
