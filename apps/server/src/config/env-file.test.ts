import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnvFile } from './env-file';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-env-file-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function envFile(text: string): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.env`);
  fs.writeFileSync(file, text);
  return file;
}

describe('readEnvFile', () => {
  it('adds what the file sets, and the environment wins over it', () => {
    const file = envFile('PORT=4000\nMAIL_FROM="Shop <no-reply@shop.example>"\nLOG_LEVEL=debug\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, LOG_LEVEL: 'warn', PORT: '' };
    expect(readEnvFile(env)).toBe(file);
    expect(env).toEqual({
      ENV_FILE: file,
      LOG_LEVEL: 'warn',
      PORT: '',
      MAIL_FROM: 'Shop <no-reply@shop.example>',
    });
  });

  it('reads nothing when the file is missing or ENV_FILE is empty', () => {
    const missing: NodeJS.ProcessEnv = { ENV_FILE: path.join(folder, 'absent.env') };
    expect(readEnvFile(missing)).toBeUndefined();
    expect(Object.keys(missing)).toEqual(['ENV_FILE']);
    const none: NodeJS.ProcessEnv = { ENV_FILE: '' };
    expect(readEnvFile(none)).toBeUndefined();
    expect(Object.keys(none)).toEqual(['ENV_FILE']);
  });
});

describe('.env.example', () => {
  const example = path.resolve(import.meta.dirname, '../../../../.env.example');

  // Owners copy it to .env, which the store reads, and some `source` it in a shell: both must
  // read every variable alike.
  it('is valid to source in a shell, which reads each variable as the store does', () => {
    const printed = execFileSync(
      'bash',
      ['-c', 'set -euo pipefail; set -a; source "$1"; env -0', 'bash', example],
      { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
    );
    const shell = Object.fromEntries(
      printed
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const store = parseEnv(fs.readFileSync(example, 'utf8'));
    expect(Object.keys(store).length).toBeGreaterThan(50);
    for (const [name, value] of Object.entries(store))
      expect([name, shell[name]]).toEqual([name, value]);
  });
});
