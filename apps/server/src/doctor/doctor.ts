import { ConfigError, readConfig } from '../config/env';
import type { Deadlines } from '../http/outbound-request';
import { databaseCheck } from './database-check';
import { failed, ok, type DoctorRow } from './doctor-row';
import {
  bucketCheck,
  ffmpegCheck,
  razorpayCheck,
  redisCheck,
  smsCheck,
  smtpCheck,
} from './service-checks';
import { settingsChecks } from './settings-checks';

export type { DoctorRow } from './doctor-row';

/** The rows, and whether they were checked as production checks them. */
export interface DoctorReport {
  rows: DoctorRow[];
  production: boolean;
}

/** As long as a visitor would wait for a part: 5 s to connect, 10 s in all. */
export const DOCTOR_DEADLINES: Deadlines = { connectMs: 5000, totalMs: 10_000 };

/**
 * Every part of the store checked for real, read-only, from the same variables the store reads:
 * the settings, then each service at once. A variable wrong in itself is one failed row, and
 * nothing else can be checked; parts production needs left unset (SMTP, SMS, Razorpay) fail the
 * configuration row, naming each, and every other part is still checked.
 */
export async function runDoctor(
  env: NodeJS.ProcessEnv,
  deadlines: Deadlines = DOCTOR_DEADLINES,
): Promise<DoctorReport> {
  let read;
  try {
    read = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const problems = error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
    const row = failed(
      'configuration',
      problems.join('; '),
      'Fix the variables named (.env.example lists them all); the store would not start.',
    );
    return { rows: [row], production: env.NODE_ENV === 'production' };
  }
  const { config, missingForProduction } = read;
  const [secrets, publicUrl, adminPassword, metricsToken, gst] = settingsChecks(config);
  const [database, redis, bucket, smtp, sms, razorpay, ffmpeg] = await Promise.all([
    databaseCheck(config, deadlines),
    redisCheck(config, deadlines),
    bucketCheck(config, deadlines),
    smtpCheck(config),
    smsCheck(config, deadlines),
    razorpayCheck(config, deadlines),
    ffmpegCheck(config, deadlines),
  ]);
  const rows = [
    missingForProduction.length > 0
      ? failed(
          'configuration',
          missingForProduction.join('; '),
          'Set the variables named (.env.example lists them all); the store would not start.',
        )
      : ok('configuration', `every variable valid (NODE_ENV=${config.env})`),
    secrets!,
    publicUrl!,
    database,
    redis,
    bucket,
    smtp,
    sms,
    razorpay,
    adminPassword!,
    metricsToken!,
    gst!,
    ffmpeg,
  ];
  return { rows, production: config.isProduction };
}

/** Whether every part production needs passed: optional parts left unset do not count. */
export const doctorPassed = ({ rows }: DoctorReport) =>
  rows.every((row) => row.outcome !== 'failed');

/** The rows as a table people read in a terminal, the fix under each row that has one. */
export function doctorTable(report: DoctorReport): string {
  const { rows } = report;
  const partWidth = Math.max(4, ...rows.map((row) => row.part.length));
  const outcomeWidth = Math.max(6, ...rows.map((row) => row.outcome.length));
  const line = (part: string, outcome: string, checked: string) =>
    `${part.padEnd(partWidth)}  ${outcome.padEnd(outcomeWidth)}  ${checked}`;
  const lines = [line('PART', 'RESULT', 'CHECKED')];
  for (const row of rows) {
    lines.push(line(row.part, row.outcome, row.checked));
    if (row.fix) lines.push(`${' '.repeat(partWidth + outcomeWidth + 4)}fix: ${row.fix}`);
  }
  const count = (outcome: DoctorRow['outcome']) =>
    rows.filter((row) => row.outcome === outcome).length;
  const trials = count('trial');
  lines.push(
    '',
    `${count('ok')} ok, ${count('failed')} failed, ${trials} trial, ` +
      `${count('not configured')} not configured. ` +
      (!doctorPassed(report)
        ? 'Not ready: fix the failed parts above and run npm run doctor again.'
        : trials > 0
          ? 'Ready for a trial on this machine (PUBLIC_URL is a loopback address); before buyers come, ' +
            'change the parts marked trial.'
          : report.production
            ? 'Every part production needs passed.'
            : 'Nothing configured failed; with NODE_ENV=production every part production needs is checked.'),
  );
  return `${lines.join('\n')}\n`;
}
