import { describe, expect, it } from 'vitest';
import { buildTimeValues, configProblems, problemsReport, refreshSeconds, runtimeDifferences } from './site-config.mjs';

const KEY = `AIza${'x'.repeat(35)}`;
/** What only the owner can give: with it, a production build has all it needs but the amounts' source. */
const OWNER = { SITE_PUBLISHER_NAME: 'Camille Martin', SITE_CONTACT_EMAIL: 'camille@exemple.fr' };
const FIRESTORE = { NEXT_PUBLIC_FIREBASE_API_KEY: KEY, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'parrainage-prod' };

describe('configProblems', () => {
  it('accepts nothing at all (local runs, previews) and a complete production configuration', () => {
    expect(configProblems({})).toEqual([]);
    expect(configProblems({ DEPLOY_ENV: 'preview' })).toEqual([]);
    expect(configProblems({ VERCEL_ENV: 'preview' })).toEqual([]);
    expect(configProblems({ DEPLOY_ENV: 'production', ...OWNER, ...FIRESTORE })).toEqual([]);
    expect(configProblems({ VERCEL_ENV: 'production', ...OWNER, ...FIRESTORE })).toEqual([]);
    expect(configProblems({ DEPLOY_ENV: 'production', ...OWNER, NEXT_PUBLIC_PRIMES_SOURCE: 'static' })).toEqual([]);
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
    expect(configProblems({ DEPLOY_ENV: 'production', ...OWNER })).toEqual([
      expect.stringMatching(
        /^NEXT_PUBLIC_FIREBASE_API_KEY et NEXT_PUBLIC_FIREBASE_PROJECT_ID manquantes : le projet Firebase .*NEXT_PUBLIC_PRIMES_SOURCE=static.* ; à définir dans l’environnement du build de production/,
      ),
    ]);
    expect(configProblems({ VERCEL_ENV: 'production', ...OWNER })).toHaveLength(1);
    expect(configProblems({ DEPLOY_ENV: 'production', ...OWNER }, { localFirestore: true })).toEqual([]);
  });

  it('lists every owner input a production build lacks, at once: the publisher first (LCEN), then the contact, then Firestore', () => {
    const problems = configProblems({ DEPLOY_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^SITE_PUBLISHER_NAME manquante : le nom de l’éditeur du site, .*\(LCEN, art\. 6 III\)/),
      expect.stringMatching(/^SITE_CONTACT_EMAIL manquante : l’adresse où les visiteurs écrivent à l’éditeur/),
      expect.stringMatching(/^NEXT_PUBLIC_FIREBASE_API_KEY et NEXT_PUBLIC_FIREBASE_PROJECT_ID manquantes/),
    ]);
    // Each one says where to set it.
    for (const problem of problems) expect(problem).toContain('Settings > Environment Variables, environnement « Production »');
    // Blank is missing; `npm start`'s emulator stands in for Firestore only, never for the publisher.
    expect(configProblems({ VERCEL_ENV: 'production', SITE_PUBLISHER_NAME: '  ', ...FIRESTORE }, { localFirestore: true })).toEqual([
      expect.stringMatching(/^SITE_PUBLISHER_NAME manquante/),
      expect.stringMatching(/^SITE_CONTACT_EMAIL manquante/),
    ]);
    expect(configProblems({ DEPLOY_ENV: 'production', SITE_CONTACT_EMAIL: 'camille@exemple.fr', ...FIRESTORE })).toEqual([
      expect.stringMatching(/^SITE_PUBLISHER_NAME manquante/),
    ]);
  });

  it('puts the missing owner inputs before what is malformed, and still reports all of it', () => {
    expect(
      configProblems({ DEPLOY_ENV: 'production', SITE_REFRESH_SECONDS: '0', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'parrainage-prod' }),
    ).toEqual([
      expect.stringMatching(/^SITE_PUBLISHER_NAME manquante/),
      expect.stringMatching(/^SITE_CONTACT_EMAIL manquante/),
      expect.stringMatching(/^SITE_REFRESH_SECONDS="0"/),
      expect.stringMatching(/^NEXT_PUBLIC_FIREBASE_API_KEY manquante/),
    ]);
  });

  it('asks nothing of the owner outside production, but refuses a malformed value wherever it is given', () => {
    expect(configProblems({ SITE_PUBLISHER_NAME: 'Camille Martin', SITE_CONTACT_EMAIL: 'camille@exemple.fr' })).toEqual([]);
    expect(configProblems({ SITE_PUBLISHER_NAME: '<script>', SITE_CONTACT_EMAIL: 'camille' })).toEqual([
      expect.stringMatching(/^SITE_PUBLISHER_NAME malformée : un nom de personne ou de société/),
      'SITE_CONTACT_EMAIL="camille" malformée : une adresse électronique est attendue, par exemple contact@exemple.fr',
    ]);
    expect(configProblems({ DEPLOY_ENV: 'production', ...FIRESTORE, ...OWNER, SITE_PUBLISHER_NAME: 'Camille <b>Martin</b>' })).toEqual([
      expect.stringMatching(/^SITE_PUBLISHER_NAME malformée/),
    ]);
    for (const name of ['Camille Martin', 'Jean-Luc d’Arc', "Émilie O'Brien", 'Exemple & Cie (SAS)'])
      expect(configProblems({ SITE_PUBLISHER_NAME: name })).toEqual([]);
  });

  it('refuses credentials in SITE_URL', () => {
    expect(configProblems({ SITE_URL: 'https://user:pw@x.fr' })).toEqual([expect.stringMatching(/^SITE_URL contient un identifiant/)]);
  });
});

describe('problemsReport', () => {
  it('is one French line for one problem, and one line each for several, under their count', () => {
    expect(problemsReport(['A manquante'])).toBe('Configuration invalide : A manquante');
    expect(problemsReport(['A manquante', 'B malformée']).split('\n')).toEqual([
      'Configuration invalide, 2 problèmes :',
      '- A manquante',
      '- B malformée',
    ]);
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
    // The publisher is printed as the build had it.
    expect(runtimeDifferences({ SITE_PUBLISHER_NAME: 'Camille Martin' }, built)).toEqual([
      expect.stringMatching(/^SITE_PUBLISHER_NAME diffère .*non définie.*le site garde celle du build/),
    ]);
  });
  it('says nothing of SITE_REFRESH_SECONDS, which the server reads when it starts', () => {
    expect(buildTimeValues({ SITE_REFRESH_SECONDS: '15' })).not.toHaveProperty('SITE_REFRESH_SECONDS');
    expect(runtimeDifferences({ SITE_REFRESH_SECONDS: '3' }, buildTimeValues({ SITE_REFRESH_SECONDS: '15' }))).toEqual([]);
  });
});
