import { parseArgs } from 'node:util';

export interface SoakOptions {
  minutes: number;
  visitors: number;
  thinkSeconds: number;
  /** Generated templates added to the catalogue, as a grown store's. */
  templates: number;
}

/** Runs shorter than this are short: latency and memory growth are printed, not judged. */
export const SHORT_RUN_MINUTES = 10;

const positive = (name: string, text: string): number => {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
};

/** `--minutes N` (fractions allowed), `--visitors N`, `--think S`, `--templates N`. */
export function soakOptions(args: string[]): SoakOptions {
  const { values } = parseArgs({
    args,
    options: {
      minutes: { type: 'string', default: '30' },
      visitors: { type: 'string', default: '12' },
      think: { type: 'string', default: '3' },
      templates: { type: 'string', default: '1000' },
    },
  });
  return {
    minutes: positive('minutes', values.minutes),
    visitors: Math.round(positive('visitors', values.visitors)),
    thinkSeconds: positive('think', values.think),
    templates: Math.round(positive('templates', values.templates)),
  };
}
