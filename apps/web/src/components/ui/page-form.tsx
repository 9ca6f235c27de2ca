import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';

type PageFormProps = Omit<ComponentProps<'form'>, 'method' | 'action'>;

/**
 * A form the app sends itself (its `onSubmit` prevents the browser's own sending). Pages are on
 * screen before their scripts start (docs/decisions/0008-server-rendered-public-pages.md); a form
 * sent in that moment is held by the page and sent by the app once live (lib/early-submit.ts).
 * Where no script runs at all, the browser sends it: this one posts to its own page, which
 * answers by showing itself again and keeps nothing, so no field, a password least of all, ever
 * ends up in an address, the history or a log, as the browser's default GET would put it.
 */
export function PageForm(props: PageFormProps) {
  const { pathname, search } = useLocation();
  return <form {...props} method="post" action={`${pathname}${search}`} />;
}
