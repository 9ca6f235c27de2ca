import { randomBytes } from 'node:crypto';
import os from 'node:os';

/**
 * Names a process that runs renders, recorded on each render it takes: the host and pid tell an
 * operator where a stalled render ran; the random tag tells apart a pid reused after a restart.
 */
export function renderWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
