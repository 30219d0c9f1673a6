import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmulator, writeDocument } from '../../../scripts/lib/emulator.mjs';
import { readPrimeHistory } from './check';
import { runSnapshot } from './cli';
import { HISTORY_FILE } from './types';

/** The command against the real Cloud Firestore emulator, started on a free port by this file. */
const ROOT = join(import.meta.dirname, '../../..');
const DOCUMENT = 'primes/primes_parrainage';
const FIRST = { PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_BOURSOBANK: 50, PRIME_PARRAIN_IGRAAL: 4, PRIME_FILLEUL_IGRAAL: 3 };
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let env: Record<string, string>;
const work = mkdtempSync(join(tmpdir(), 'primes-snapshot-'));
const log = join(work, HISTORY_FILE);

beforeAll(async () => {
  emulator = await startEmulator({ port: await freePort() });
  env = { NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulator.port}` };
}, 60_000);
afterAll(async () => {
  await emulator?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** One run of the command over the temporary content folder: its exit code and its lines. */
async function snapshot(extraEnv: Record<string, string> = {}) {
  const lines: string[] = [];
  const code = await runSnapshot([work], ROOT, (line) => lines.push(line), { ...env, ...extraEnv });
  return { code, lines };
}
const historyNow = () => {
  const read = readPrimeHistory(readFileSync(log, 'utf8'));
  expect(read.problems).toEqual([]);
  if (!read.history) throw new Error('no history');
  return read.history;
};

describe('npm run primes:snapshot against the emulator', () => {
  it('first run: a baseline of the current amounts, with no change entry', async () => {
    await writeDocument(emulator.origin, DOCUMENT, FIRST);
    const { code, lines } = await snapshot();
    expect(code).toBe(0);
    expect(lines.join('\n')).toContain('Premier relevé\u00a0: 4 montants');
    const history = historyNow();
    expect(history.seen.values).toEqual(FIRST);
    expect(history.changes).toEqual([]);
    // The emulator's project: a production run will refuse to extend this log rather than mix the two.
    expect(history.project).toBe('demo-parrainage');
  });

  it('two keys changed, two runs: exactly two new entries, and the second run writes nothing', async () => {
    const before = readFileSync(log, 'utf8');
    await writeDocument(emulator.origin, DOCUMENT, { ...FIRST, PRIME_PARRAIN_BOURSOBANK: 150, PRIME_FILLEUL_IGRAAL: 5 });
    const first = await snapshot();
    expect(first.code).toBe(0);
    const afterFirst = readFileSync(log, 'utf8');
    expect(afterFirst).not.toBe(before);
    const second = await snapshot();
    expect(second.code).toBe(0);
    expect(second.lines).toEqual([`Aucun montant n’a changé depuis le dernier relevé\u00a0: ${HISTORY_FILE} reste tel quel.`]);
    // Not rewritten at all: the workflow sees no change to commit.
    expect(readFileSync(log, 'utf8')).toBe(afterFirst);

    const { changes, seen } = historyNow();
    expect(changes.map(({ key, old, new: now }) => ({ key, old, new: now }))).toEqual([
      { key: 'PRIME_FILLEUL_IGRAAL', old: 3, new: 5 },
      { key: 'PRIME_PARRAIN_BOURSOBANK', old: 80, new: 150 },
    ]);
    // Both carry Firestore's time of the write, the identity of the entries.
    expect(changes[0]?.updatedAt).toBe(seen.updatedAt);
    expect(Math.abs(Date.parse(seen.updatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('a failed read writes nothing and says why on one French line', async () => {
    const before = readFileSync(log, 'utf8');
    const { code, lines } = await snapshot({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}` });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Relevé des primes impossible\u00a0: lecture de Firestore impossible .*Rien n’est écrit\.$/);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it('a log taken from another project is refused, not extended', async () => {
    const before = readFileSync(log, 'utf8');
    await writeDocument(emulator.origin, DOCUMENT, FIRST, 'demo-autre-projet');
    const { code, lines } = await snapshot({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-autre-projet' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Relevé des primes impossible\u00a0: le journal a été commencé sur le projet demo-parrainage, pas sur demo-autre-projet\u00a0: un journal ne suit qu’un seul document. Rien n’est écrit.',
    ]);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it('a damaged log is refused, not extended', async () => {
    const damaged = join(work, 'damaged');
    rmSync(damaged, { recursive: true, force: true });
    mkdirSync(damaged, { recursive: true });
    writeFileSync(join(damaged, HISTORY_FILE), 'since: "hier"\n');
    const lines: string[] = [];
    expect(await runSnapshot([damaged], ROOT, (line) => lines.push(line), env)).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('le journal est invalide');
    expect(readFileSync(join(damaged, HISTORY_FILE), 'utf8')).toBe('since: "hier"\n');
  });

  it('the npm script itself (esbuild bundle): exit code 1 and one line on a failed read', async () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts/primes-snapshot.mjs'), work], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}` },
    });
    expect(result.status).toBe(1);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toContain('Relevé des primes impossible');
  });
});
