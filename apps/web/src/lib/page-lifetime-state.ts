/**
 * Module-level state that lives as long as the page does: a shared store, a set of failed sources,
 * a once-only flag. Each module that keeps some registers how to forget it, so that tests — whose
 * files share one page, see `isolate` in vite.config.ts — can give every file a newly opened page.
 */
const forgetters = new Set<() => void>();

export function forgetWithPage(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetPageLifetimeState(): void {
  for (const forget of forgetters) forget();
}
