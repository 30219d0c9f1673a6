import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/emulator.mjs';

const ROOT = join(import.meta.dirname, '..');

/** Runs a command to its end (bounded), with the given environment on top of this one. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} still running after 15 s: the server started`));
    }, 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

const EXPECTED = 'Configuration invalide : NEXT_PUBLIC_PRIMES_SOURCE="bogus" : seule la valeur « static » est reconnue';
/** The lines a person must read: npm's own notices about the machine's configuration are not the site's. */
const problemLines = (stderr: string) => stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));

describe('a malformed setting stops the server before it answers anything', () => {
  it.each([
    ['npm start', 'npm', ['start', '--silent']],
    ['next start', join(ROOT, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1']],
    ['node server.mjs', process.execPath, ['server.mjs']],
  ])('%s exits non-zero with one French line naming the variable', async (_, command, args) => {
    const port = String(await freePort());
    const { code, stderr } = await run(command, [...args, ...(command.endsWith('next') ? ['-p', port] : [])], {
      NEXT_PUBLIC_PRIMES_SOURCE: 'bogus',
      PORT: port,
      HOSTNAME: '127.0.0.1',
    });
    expect(code).not.toBe(0);
    expect(problemLines(stderr)).toEqual([EXPECTED]);
  });

  it('npm run build stops before building anything, with the same line', async () => {
    const { code, stderr, stdout } = await run('npm', ['run', 'build', '--silent'], { NEXT_PUBLIC_PRIMES_SOURCE: 'bogus' });
    expect(code).not.toBe(0);
    expect(problemLines(stderr)).toEqual([EXPECTED]);
    expect(stdout).not.toContain('contentlayer');
  });
});

describe('a production build without its owner inputs stops, naming every one, the publisher first', () => {
  /** Production declared, and nothing of the owner's: blank even if the machine running the tests has them. */
  const PRODUCTION_WITHOUT_OWNER = {
    DEPLOY_ENV: 'production',
    SITE_PUBLISHER_NAME: '',
    SITE_CONTACT_EMAIL: '',
    NEXT_PUBLIC_FIREBASE_API_KEY: '',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: '',
    NEXT_PUBLIC_PRIMES_SOURCE: '',
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '',
  };
  const expectAllNamed = (stderr: string) => {
    const lines = problemLines(stderr);
    expect(lines[0]).toBe('Configuration invalide, 3 problèmes :');
    expect(lines.slice(1).map((line) => line.replace(/ :.*/, ''))).toEqual([
      '- SITE_PUBLISHER_NAME manquante',
      '- SITE_CONTACT_EMAIL manquante',
      '- NEXT_PUBLIC_FIREBASE_API_KEY et NEXT_PUBLIC_FIREBASE_PROJECT_ID manquantes',
    ]);
    expect(lines[1]).toContain('le nom de l’éditeur du site');
    expect(lines[1]).toContain('LCEN, art. 6 III');
  };

  it('npm run build (scripts/check-config.mjs) exits non-zero before the content build', async () => {
    const { code, stderr, stdout } = await run('npm', ['run', 'build', '--silent'], PRODUCTION_WITHOUT_OWNER);
    expect(code).not.toBe(0);
    expectAllNamed(stderr);
    expect(stdout).not.toContain('contentlayer');
  });

  it('loading next.config.mjs (next build, next start) exits non-zero with the same list', async () => {
    const { code, stderr } = await run(
      process.execPath,
      ['--input-type=module', '-e', "await import('./next.config.mjs')"],
      PRODUCTION_WITHOUT_OWNER,
    );
    expect(code).not.toBe(0);
    expectAllNamed(stderr);
  });

  it('the same build with the owner inputs given passes the check', async () => {
    const { code, stderr } = await run(process.execPath, ['scripts/check-config.mjs'], {
      ...PRODUCTION_WITHOUT_OWNER,
      SITE_PUBLISHER_NAME: 'Camille Martin',
      SITE_CONTACT_EMAIL: 'camille@exemple.fr',
      NEXT_PUBLIC_PRIMES_SOURCE: 'static',
    });
    expect(problemLines(stderr)).toEqual([]);
    expect(code).toBe(0);
  });
});
