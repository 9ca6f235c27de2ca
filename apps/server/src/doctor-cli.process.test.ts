import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { storeProgramArgs } from '../../../scripts/server-bundle.mjs';

/**
 * `npm run doctor` as a process of its own, with nothing of this shell but PATH, and no `.env`
 * file unless `env` names one in ENV_FILE.
 */
async function doctor(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      await storeProgramArgs('doctor'),
      {
        env: { PATH: process.env.PATH ?? '', ENV_FILE: '', ...env },
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('npm run doctor', () => {
  it('prints the table and exits 1 when a part production needs fails', async () => {
    const { code, output } = await doctor({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      PAYMENTS_SANDBOX: 'true',
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /^PART +RESULT +CHECKED\nconfiguration +failed +SMS_PROVIDER: is required/,
    );
  }, 60_000);

  it('exits 0 on a fresh clone, where nothing configured fails', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-doctor-cli-'));
    try {
      const { code, output } = await doctor({ DATA_DIR: dataDir });
      expect(code, output).toBe(0);
      expect(output).toMatch(/^database +ok +embedded, not made yet/m);
      // PAYMENTS_SANDBOX is not set on a fresh clone: the row says what is.
      expect(output).toMatch(
        /^Razorpay +not configured +RAZORPAY_KEY_ID unset: credit packs are paid in the sandbox/m,
      );
      expect(output).not.toContain('PAYMENTS_SANDBOX=true');
      expect(output).toMatch(
        /with NODE_ENV=production every part production needs is checked\.\n$/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads the variables of a .env file, where the environment does not set them', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-doctor-env-'));
    try {
      const envFile = path.join(folder, '.env');
      fs.writeFileSync(
        envFile,
        `DATA_DIR=${folder}\nADMIN_PASSWORD="from the file, long enough"\nMETRICS_TOKEN=token-from-the-file\n`,
      );
      const { code, output } = await doctor({
        ENV_FILE: envFile,
        METRICS_TOKEN: 'a-token-from-the-environment-00',
      });
      expect(code, output).toBe(0);
      expect(output).toMatch(/^ADMIN_PASSWORD +ok +set, 26 characters/m);
      expect(output).toMatch(/^METRICS_TOKEN +ok +set, 31 characters/m);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
