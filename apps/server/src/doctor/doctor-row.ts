/**
 * What one check found: `ok`, `failed`, `not configured` for a part left unset, or `trial` for a
 * part set for a trial run that nobody else reaches (a sandbox, an address on this machine).
 */
export type Outcome = 'ok' | 'failed' | 'not configured' | 'trial';

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

export const trial = (part: string, checked: string, fix: string): DoctorRow => ({
  part,
  checked,
  outcome: 'trial',
  fix,
});

/**
 * What to do about a part that was not reached, by what went wrong: nothing took the connection
 * (a wrong address, a firewall), it was taken but not answered in time (a network that drops it),
 * or the part answered and said no (a wrong key or password). One fix for all three sent owners
 * to change a key that was never the problem.
 */
export interface Fixes {
  unreachable: string;
  timeout: string;
  refused: string;
}

/** The fixes of a part reached over the network at `address`, which `variable` sets. */
export function networkFixes(variable: string, address: string, refused: string): Fixes {
  return {
    unreachable:
      `Nothing took the connection to ${address}: check ${variable} and that this server ` +
      'reaches it (its address and port, DNS, a firewall).',
    timeout:
      `${address} did not answer in time: check this server's network toward it (a firewall ` +
      `that drops packets, an outbound proxy) and ${variable}.`,
    refused,
  };
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNABORTED']);
const TIMEOUT_WORDS = /no (?:connection|answer) within|timed? ?out|timeout/i;

/** Which of the fixes fits an error, read through its causes (and an aggregate's errors). */
export function fixFor(fixes: Fixes, error: unknown): string {
  const seen = new Set<unknown>();
  const kinds = new Set<keyof Fixes>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    // nodemailer puts the socket's own code (ECONNREFUSED) in `originalCode`, under its ESOCKET.
    const { code, originalCode, name, message, cause, errors } = value as {
      code?: unknown;
      originalCode?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    for (const candidate of [code, originalCode]) {
      if (typeof candidate !== 'string') continue;
      if (UNREACHABLE_CODES.has(candidate)) kinds.add('unreachable');
      if (TIMEOUT_CODES.has(candidate)) kinds.add('timeout');
    }
    if (name === 'TimeoutError' || (typeof message === 'string' && TIMEOUT_WORDS.test(message))) {
      kinds.add('timeout');
    }
    visit(cause);
    if (Array.isArray(errors)) errors.forEach(visit);
  };
  visit(error);
  if (kinds.has('unreachable')) return fixes.unreachable;
  return kinds.has('timeout') ? fixes.timeout : fixes.refused;
}

/** The error's own words, on one line, without a stack. */
export function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * Runs a check that reaches a part: its description on success, else `failed` with what went
 * wrong after `what` and the fix (for a part over the network, the one for what went wrong).
 */
export async function reach(
  part: string,
  what: string,
  fix: string | Fixes,
  check: () => Promise<string>,
): Promise<DoctorRow> {
  try {
    return ok(part, await check());
  } catch (error) {
    return failed(
      part,
      `${what}: ${reason(error)}`,
      typeof fix === 'string' ? fix : fixFor(fix, error),
    );
  }
}
