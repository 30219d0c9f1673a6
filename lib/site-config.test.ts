import { describe, expect, it } from 'vitest';
import { buildTimeValues, configProblems, refreshSeconds, runtimeDifferences } from './site-config.mjs';

const KEY = `AIza${'x'.repeat(35)}`;

describe('configProblems', () => {
  it('accepts nothing at all (local runs) and a complete production configuration', () => {
    expect(configProblems({})).toEqual([]);
    expect(
      configProblems({ DEPLOY_ENV: 'production', NEXT_PUBLIC_FIREBASE_API_KEY: KEY, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'parrainage-prod' }),
    ).toEqual([]);
    expect(configProblems({ DEPLOY_ENV: 'production', NEXT_PUBLIC_PRIMES_SOURCE: 'static' })).toEqual([]);
  });

  it('names the variable and what is expected', () => {
    expect(configProblems({ NEXT_PUBLIC_PRIMES_SOURCE: 'bogus' })).toEqual([
      'NEXT_PUBLIC_PRIMES_SOURCE="bogus" : seule la valeur « static » est reconnue',
    ]);
    expect(configProblems({ SITE_REFRESH_SECONDS: '0' })[0]).toMatch(
      /^SITE_REFRESH_SECONDS="0" : nombre entier de secondes attendu, de 1 à 600/,
    );
    expect(configProblems({ DEPLOY_ENV: 'staging' })[0]).toMatch(/^DEPLOY_ENV="staging"/);
  });

  it('refuses a production build that does not say where its amounts come from, unless npm start supplies the emulator', () => {
    expect(configProblems({ DEPLOY_ENV: 'production' })).toEqual([
      expect.stringMatching(/^DEPLOY_ENV=production sans source des montants : .*NEXT_PUBLIC_PRIMES_SOURCE=static/),
    ]);
    expect(configProblems({ VERCEL_ENV: 'production' })).toHaveLength(1);
    expect(configProblems({ DEPLOY_ENV: 'production' }, { localFirestore: true })).toEqual([]);
  });

  it('refuses credentials in SITE_URL', () => {
    expect(configProblems({ SITE_URL: 'https://user:pw@x.fr' })).toEqual([expect.stringMatching(/^SITE_URL contient un identifiant/)]);
  });
});

describe('refreshSeconds', () => {
  it('is ten minutes by default and accepts a shorter whole number of seconds', () => {
    expect(refreshSeconds({})).toBe(600);
    expect(refreshSeconds({ SITE_REFRESH_SECONDS: '5' })).toBe(5);
    for (const bad of ['601', '1.5', 'abc', '-3'])
      expect(() => refreshSeconds({ SITE_REFRESH_SECONDS: bad })).toThrow(/SITE_REFRESH_SECONDS/);
  });
});

describe('runtimeDifferences', () => {
  const built = buildTimeValues({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8787' });
  it('reports a variable set at start that differs from the build, and nothing for unset or equal ones', () => {
    expect(runtimeDifferences({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8787' }, built)).toEqual([]);
    expect(runtimeDifferences({}, built)).toEqual([]);
    expect(
      runtimeDifferences({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9999', NEXT_PUBLIC_PRIMES_SOURCE: 'static' }, built),
    ).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST diffère .*« 127\.0\.0\.1:8787 ».*le serveur lit la nouvelle/),
      expect.stringMatching(/^NEXT_PUBLIC_PRIMES_SOURCE diffère .*non définie/),
    ]);
    expect(runtimeDifferences({ SITE_URL: 'https://exemple.fr' }, built)).toEqual([expect.stringMatching(/le site garde celle du build/)]);
  });
  it('says nothing of SITE_REFRESH_SECONDS, which the server reads when it starts', () => {
    expect(buildTimeValues({ SITE_REFRESH_SECONDS: '15' })).not.toHaveProperty('SITE_REFRESH_SECONDS');
    expect(runtimeDifferences({ SITE_REFRESH_SECONDS: '3' }, buildTimeValues({ SITE_REFRESH_SECONDS: '15' }))).toEqual([]);
  });
});
