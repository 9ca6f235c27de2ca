import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadResultOf, type LoadResult } from './autocannon';

const run = promisify(execFile);
const autocannonModule = createRequire(import.meta.url).resolve('autocannon');

/**
 * The load of `autocannon`, over many paths of one server: each request takes the next path of
 * the list, round and round, so a mix of requests is measured as one. Runs autocannon in its own
 * process, as `autocannon()` does, so the load does not share the measured server's event loop.
 * Any answer but a 2xx fails the run.
 */
export async function autocannonMix(
  base: string,
  paths: readonly string[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const list = path.join(os.tmpdir(), `frameshop-bench-paths-${process.pid}.json`);
  await writeFile(list, JSON.stringify(paths));
  const script = `
    const autocannon = require(${JSON.stringify(autocannonModule)});
    const paths = require(${JSON.stringify(list)});
    let next = 0;
    autocannon({
      url: ${JSON.stringify(base)},
      connections: ${options.connections},
      duration: ${options.seconds},
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    }, (error, report) => {
      if (error) { console.error(error); process.exit(1); }
      process.stdout.write(JSON.stringify(report));
    });`;
  const { stdout } = await run(process.execPath, ['-e', script], { maxBuffer: 64 * 1024 * 1024 });
  return loadResultOf(base, stdout);
}
