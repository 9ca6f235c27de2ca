import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-control text-sm font-semibold text-ink-muted hover:text-brand-700"
    >
      <ArrowRightIcon className="size-4 rotate-180" />
      {label}
    </Link>
  );
}
