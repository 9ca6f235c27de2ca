import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, 'doctor-cli.ts');

/** `npm run doctor` as a process of its own, with nothing of this shell but PATH. */
async function doctor(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
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
      expect(output).toMatch(
        /with NODE_ENV=production every part production needs is checked\.\n$/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
