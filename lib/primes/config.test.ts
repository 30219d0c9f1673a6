import { describe, expect, it } from 'vitest';
import { parseFirestoreTarget } from './config';
import { serverPublicEnv } from './firestore-env.mjs';

const KEY = `AIza${'x'.repeat(35)}`;

describe('parseFirestoreTarget', () => {
  it('serves the committed default when nothing is configured', () => {
    expect(parseFirestoreTarget({})).toEqual({ target: { kind: 'static', reason: 'unconfigured' }, errors: [] });
  });

  it('reads the emulator host with the demo project by default', () => {
    expect(parseFirestoreTarget({ emulatorHost: '127.0.0.1:8787' })).toEqual({
      target: { kind: 'emulator', host: '127.0.0.1', port: 8787, projectId: 'demo-parrainage' },
      errors: [],
    });
  });

  it('accepts a complete production configuration', () => {
    const parsed = parseFirestoreTarget({ apiKey: KEY, projectId: 'parrainage-prod', appId: '1:123:web:abc123' });
    expect(parsed).toEqual({
      target: { kind: 'production', apiKey: KEY, projectId: 'parrainage-prod', appId: '1:123:web:abc123' },
      errors: [],
    });
  });

  it('gives one message per missing or malformed variable', () => {
    const parsed = parseFirestoreTarget({ apiKey: 'abc', appId: 'nope', authDomain: 'pas un domaine' });
    expect(parsed.errors).toHaveLength(4);
    expect(parsed.errors.join('\n')).toMatch(/NEXT_PUBLIC_FIREBASE_API_KEY malformée/);
    expect(parsed.errors.join('\n')).toMatch(/NEXT_PUBLIC_FIREBASE_PROJECT_ID manquante/);
    expect(parsed.errors.join('\n')).toMatch(/NEXT_PUBLIC_FIREBASE_APP_ID/);
    expect(parsed.errors.join('\n')).toMatch(/NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN/);
  });

  it('refuses an emulator that is not on this machine and an unknown source', () => {
    expect(parseFirestoreTarget({ emulatorHost: '10.0.0.3:8080' }).errors).toHaveLength(1);
    expect(parseFirestoreTarget({ source: 'remote' }).errors).toHaveLength(1);
    expect(parseFirestoreTarget({ source: 'static' })).toEqual({ target: { kind: 'static', reason: 'requested' }, errors: [] });
  });
});

describe('serverPublicEnv', () => {
  const built = { apiKey: 'AIzaBuild', projectId: 'parrainage-prod', emulatorHost: '127.0.0.1:8080' };
  it('keeps the build’s variables when none is set at start', () => {
    expect(serverPublicEnv(built, {})).toBeUndefined();
    expect(serverPublicEnv(built, { projectId: '  ' })).toBeUndefined();
  });
  it('takes a variable set at start over the build’s, and the build’s for every other one (the browser’s)', () => {
    expect(serverPublicEnv(built, { emulatorHost: '127.0.0.1:9999' })).toEqual({
      apiKey: 'AIzaBuild',
      projectId: 'parrainage-prod',
      appId: undefined,
      authDomain: undefined,
      emulatorHost: '127.0.0.1:9999',
      source: undefined,
    });
  });
});
