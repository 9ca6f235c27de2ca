import { templateKindSchema } from '@frameshop/contract';
import type { TemplateKind } from '@frameshop/contract';
import { useMatches } from 'react-router';

/**
 * The route `handle` that tells a catalogue screen which kind it shows: the three kinds share one
 * list screen and one detail screen, and the route table says which kind each address is.
 */
export function templateKindHandle(kind: TemplateKind) {
  return { templateKind: kind };
}

/** The template kind the deepest matching route names in its handle. */
export function useRouteTemplateKind(): TemplateKind {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { templateKind?: unknown } | undefined;
    const kind = templateKindSchema.safeParse(handle?.templateKind);
    if (kind.success) return kind.data;
  }
  throw new Error('A catalogue screen needs a route handle naming its template kind');
}
