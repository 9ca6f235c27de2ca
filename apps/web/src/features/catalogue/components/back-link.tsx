import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';

interface BackLinkProps {
  to: string;
  label: string;
  /**
   * For pages reached from anywhere (Buy Credits): once the app has a page before this one, the
   * link goes back to it, as "Back"; `to` and `label` stay for a page opened on its own.
   */
  toPreviousPage?: boolean;
}

export function BackLink({ to, label, toPreviousPage = false }: BackLinkProps) {
  const navigate = useNavigate();
  const { key } = useLocation();
  // React Router gives the document's first location the key 'default'; every later one its own.
  const cameFromInApp = toPreviousPage && key !== 'default';
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (!cameFromInApp) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className="inline-flex items-center gap-1.5 rounded-control text-sm font-semibold text-ink-muted hover:text-brand-700"
    >
      <ArrowRightIcon className="size-4 rotate-180" />
      {cameFromInApp ? 'Back' : label}
    </Link>
  );
}
