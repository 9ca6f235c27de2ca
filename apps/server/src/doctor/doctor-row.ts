/** What one check found: `ok`, `failed`, or `not configured` for a part left unset. */
export type Outcome = 'ok' | 'failed' | 'not configured';

/** One line of the launch check: the part, what was checked (and found), and how to fix it. */
export interface DoctorRow {
  part: string;
  checked: string;
  outcome: Outcome;
  /** One line saying what to do; on failed rows, and on parts worth setting. */
  fix?: string;
}

export const ok = (part: string, checked: string): DoctorRow => ({ part, checked, outcome: 'ok' });

export const failed = (part: string, checked: string, fix: string): DoctorRow => ({
  part,
  checked,
  outcome: 'failed',
  fix,
});

export const notConfigured = (part: string, checked: string, fix?: string): DoctorRow => ({
  part,
  checked,
  outcome: 'not configured',
  ...(fix ? { fix } : {}),
});

/** The error's own words, on one line, without a stack. */
export function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * Runs a check that reaches a part: its description on success, else `failed` with what went
 * wrong after `what` and the fix.
 */
export async function reach(
  part: string,
  what: string,
  fix: string,
  check: () => Promise<string>,
): Promise<DoctorRow> {
  try {
    return ok(part, await check());
  } catch (error) {
    return failed(part, `${what}: ${reason(error)}`, fix);
  }
}
