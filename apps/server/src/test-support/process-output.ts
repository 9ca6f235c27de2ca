import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';

export interface ProcessOutput {
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  exited: Promise<number | null>;
  /**
   * The first match of `pattern` in what it prints, as soon as it is printed; fails, with its
   * output, when the process ends first or `timeoutMs` passes.
   */
  printed(pattern: RegExp, what: string, timeoutMs: number): Promise<RegExpExecArray>;
}

/** Keeps what a child process prints, and tells when a line appears in it. */
export function watchOutput(child: ChildProcess): ProcessOutput {
  let output = '';
  const changes = new EventEmitter();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    changes.emit('change');
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  // 'close' comes once it has ended and its output is read to the end.
  let closed = false;
  child.on('close', () => {
    closed = true;
    changes.emit('change');
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    output: () => output,
    exited,
    printed: (pattern, what, timeoutMs) =>
      new Promise((resolve, reject) => {
        const stop = () => {
          clearTimeout(timer);
          changes.off('change', check);
        };
        const fail = (why: string) => {
          stop();
          reject(new Error(`${what}: ${why}\n${output}`));
        };
        function check() {
          const match = pattern.exec(output);
          if (match) {
            stop();
            resolve(match);
          } else if (closed) {
            fail('the process ended first');
          }
        }
        const timer = setTimeout(() => fail(`not within ${timeoutMs} ms`), timeoutMs);
        changes.on('change', check);
        check();
      }),
  };
}
