import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { AlertCircleIcon, HomeIcon, RefreshIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';
import { documentTitle } from '../../lib/site';
import { Logo } from '../layout/logo';
import { describeError } from './describe-error';

export const ERROR_HEADING = 'Unexpected Application Error!';

function ErrorPanel({ error }: { error: unknown }) {
  const { message, canReload, technical } = describeError(error);
  return (
    <section
      aria-labelledby="error-heading"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
    >
      {/* Its title only: the screen may stand outside the router and the data layer (the app
          frame failed), and a failure has no address of its own for crawlers or link previews. */}
      <title>{documentTitle('Something went wrong')}</title>
      <span className="grid size-14 place-items-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-600/15">
        <AlertCircleIcon className="size-7" />
      </span>
      <h1
        id="error-heading"
        className="mt-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
      >
        {ERROR_HEADING}
      </h1>
      <p className="mt-3 text-base leading-7 text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {canReload ? (
          <Button onClick={() => window.location.reload()}>
            <RefreshIcon className="size-4" />
            Reload
          </Button>
        ) : null}
        <ButtonLink to={paths.home()} variant={canReload ? 'secondary' : 'primary'}>
          <HomeIcon className="size-4" />
          Back to home
        </ButtonLink>
      </div>
      {import.meta.env.DEV && technical ? (
        <details className="mt-10 w-full text-left">
          <summary className="cursor-pointer text-sm text-ink-subtle">Technical details</summary>
          <pre className="mt-2 overflow-auto rounded-control bg-slate-900 p-4 text-xs text-slate-100">
            {technical}
          </pre>
        </details>
      ) : null}
    </section>
  );
}

/** Errors of a screen, shown inside the normal navbar and footer. */
export function RouteErrorScreen() {
  return <ErrorPanel error={useRouteError()} />;
}

/** Errors of the app frame itself: the navbar may be what broke, so this page stands alone. */
export function RootErrorScreen() {
  const error = useRouteError();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo />
        </div>
      </header>
      <main className="flex flex-1 flex-col">
        <ErrorPanel error={error} />
      </main>
    </div>
  );
}
