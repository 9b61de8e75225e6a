import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';

const NAMES = ['CONTACTO_ENV_FILE_A', 'CONTACTO_ENV_FILE_B'];
const dir = mkdtempSync(path.join(tmpdir(), 'contacto-env-'));
const file = path.join(dir, '.env');

afterEach(() => {
  for (const name of NAMES) delete process.env[name];
  rmSync(file, { force: true });
});

describe('the .env file', () => {
  it('fills the variables the environment lacks, and a variable already set wins', () => {
    writeFileSync(file, 'CONTACTO_ENV_FILE_A=from-file\nCONTACTO_ENV_FILE_B=from-file\n');
    process.env.CONTACTO_ENV_FILE_A = 'from-environment';
    expect(loadEnvFile(file, { NODE_ENV: 'development' })).toBe(true);
    expect(process.env.CONTACTO_ENV_FILE_A).toBe('from-environment');
    expect(process.env.CONTACTO_ENV_FILE_B).toBe('from-file');
  });

  it('is optional, and never read by a test run', () => {
    expect(loadEnvFile(file, { NODE_ENV: 'development' })).toBe(false);
    writeFileSync(file, 'CONTACTO_ENV_FILE_B=from-file\n');
    expect(loadEnvFile(file, { NODE_ENV: 'test' })).toBe(false);
    expect(process.env.CONTACTO_ENV_FILE_B).toBeUndefined();
  });
});
