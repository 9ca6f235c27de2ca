import { spawn } from 'node:child_process';

/** Searches being asked by another process, until `stop` says how many were answered. */
export interface SearchesAsked {
  stop(): Promise<number>;
}

/**
 * Asks `paths` of `base` in `lanes` lanes, each asking its next search as soon as its last is
 * answered, from a process of its own: a buyer's browser is not in the store's process, and the
 * asker's own work and garbage in it were counted in the stalls measured (the bench's load runs
 * apart for the same reason, `autocannonMix`). In a session of its own too (`detached`): with the
 * kernel's autogroups, a session is scheduled as one, each PostgreSQL backend as one of its own
 * (it calls `setsid`), and an asker in the store's session took the store's share of the cores.
 * Any answer but a 2xx, or an error, fails the run.
 */
export function askSearches(base: string, paths: readonly string[], lanes: number): SearchesAsked {
  const script = `
    const paths = ${JSON.stringify(paths)};
    let asking = true;
    let answered = 0;
    process.stdin.on('end', () => { asking = false; });
    process.stdin.resume();
    const lane = async (first) => {
      for (let at = first; asking; at += ${lanes}) {
        const answer = await fetch(${JSON.stringify(base)} + paths[at % paths.length]);
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(paths[at % paths.length] + ' answered ' + answer.status);
        answered += 1;
      }
    };
    Promise.all(Array.from({ length: ${lanes} }, (_, first) => lane(first))).then(
      () => process.stdout.write(String(answered)),
      (error) => { console.error(error); process.exit(1); },
    );`;
  const child = spawn(process.execPath, ['-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(Number(output))
        : reject(new Error(`the searches' asker exited ${code}`)),
    );
  });
  return {
    stop: () => {
      child.stdin.end();
      return exited;
    },
  };
}
