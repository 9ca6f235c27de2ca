/**
 * Waits until `check` answers true: for what happens after an answer, where nothing tells when it
 * has (a job, a row another process writes, a log line). Asks again every 50 ms and gives up with
 * `description` after `timeoutMs`; it measures nothing. Where an event tells when it has happened
 * (a promise, an emitter, a stream's line), wait for that instead.
 */
export async function eventually(
  description: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first answer of `find` that is not undefined, asked for as `eventually` asks. */
export async function eventuallyFound<T>(
  description: string,
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  let found: T | undefined;
  await eventually(description, async () => (found = await find()) !== undefined, timeoutMs);
  return found as T;
}
