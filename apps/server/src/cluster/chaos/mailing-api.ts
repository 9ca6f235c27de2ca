import type { ChaosContext } from './chaos-load';

/** The API process given a mail server of its own: the second. */
export const MAILING_API = 1;

/**
 * Runs `work` with API process 2 started again sending its mail (sign-up codes) through
 * `smtpUrl`; `work` is given the process's own address. Afterwards the process is started again on
 * the dev mailbox, where the other scenarios' sign-ups read their codes.
 */
export async function withMailingApi<T>(
  ctx: ChaosContext,
  smtpUrl: string,
  work: (apiUrl: string) => Promise<T>,
): Promise<T> {
  const { pool } = ctx.stack;
  pool.reconfigure(MAILING_API, { SMTP_URL: smtpUrl });
  await pool.restart(MAILING_API);
  try {
    return await work(pool.directUrlOf(MAILING_API));
  } finally {
    // An empty variable is an unset one: mail goes to the dev mailbox again.
    pool.reconfigure(MAILING_API, { SMTP_URL: '' });
    await pool.restart(MAILING_API);
  }
}
