import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildFingerprint, topLevelInputs } from './build-stamp.mjs';

describe('firestoreEnvironment', () => {
  it('uses the configuration it is given, without starting anything', async () => {
    const { firestoreEnvironment } = await import('./site-server.mjs');
    const env = { NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'parrainage-prod' };
    const log = vi.fn();
    const result = await firestoreEnvironment(env, log);
    expect(result.env).toBe(env);
    expect(result.emulator).toBeUndefined();
  });

  it('says clearly when the emulator is missing and serves the default document as a snapshot', async () => {
    vi.resetModules();
    vi.stubEnv('FIRESTORE_EMULATOR_JAR', '/nulle-part/emulateur.jar');
    const { firestoreEnvironment } = await import('./site-server.mjs');
    const log = vi.fn();
    const result = await firestoreEnvironment({}, log);
    expect(result.env.NEXT_PUBLIC_PRIMES_SOURCE).toBe('static');
    expect(result.emulator).toBeUndefined();
    expect(log.mock.calls[0]?.[0]).toMatch(/émulateur Firestore est absent \(\/nulle-part\/emulateur\.jar\).*document par défaut/);
    vi.unstubAllEnvs();
  });
});

describe('buildFingerprint', () => {
  it('changes with the public configuration inlined at build time, not with other variables', () => {
    const base = buildFingerprint({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8787' });
    expect(buildFingerprint({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8787', HOME: '/x' })).toBe(base);
    expect(buildFingerprint({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9999' })).not.toBe(base);
  });

  it('changes when the build reads another content folder (CONTENT_DIR)', () => {
    const base = buildFingerprint({});
    expect(buildFingerprint({ CONTENT_DIR: 'autre-contenu' })).not.toBe(base);
  });

  it('hashes the top-level build inputs, not test tooling nor next-env.d.ts (each build rewrites it for its own folder)', () => {
    const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
    try {
      for (const name of [
        'next.config.mjs',
        'proxy.ts',
        'next-env.d.ts',
        'vitest.config.ts',
        'playwright.config.ts',
        'eslint.config.mjs',
      ]) {
        writeFileSync(join(root, name), '');
      }
      expect(topLevelInputs(root).sort()).toEqual(['next.config.mjs', 'proxy.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
