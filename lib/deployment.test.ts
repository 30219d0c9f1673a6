import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_URL, readDeployment } from './deployment.mjs';

describe('readDeployment', () => {
  it('is local (a demonstration) on the default address when nothing is set, production only when declared', () => {
    expect(readDeployment({})).toEqual({ kind: 'local', siteUrl: DEFAULT_SITE_URL });
    expect(readDeployment({ VERCEL_ENV: 'development' }).kind).toBe('local');
    expect(readDeployment({ DEPLOY_ENV: 'production' })).toEqual({ kind: 'production', siteUrl: DEFAULT_SITE_URL });
  });

  it('is a preview on Vercel preview deployments, with branch and short commit', () => {
    expect(
      readDeployment({ VERCEL_ENV: 'preview', VERCEL_GIT_COMMIT_REF: 'guide-joko', VERCEL_GIT_COMMIT_SHA: '4f2c9e1aa0b1c2d3' }),
    ).toEqual({
      kind: 'preview',
      siteUrl: DEFAULT_SITE_URL,
      branch: 'guide-joko',
      commit: '4f2c9e1',
    });
    expect(readDeployment({ VERCEL_ENV: 'production' }).kind).toBe('production');
  });

  it('lets DEPLOY_ENV decide on other hosts, over VERCEL_ENV', () => {
    expect(readDeployment({ DEPLOY_ENV: 'preview', DEPLOY_BRANCH: 'x' })).toMatchObject({ kind: 'preview', branch: 'x' });
    expect(readDeployment({ DEPLOY_ENV: 'production', VERCEL_ENV: 'preview' }).kind).toBe('production');
    expect(() => readDeployment({ DEPLOY_ENV: 'staging' })).toThrow(/DEPLOY_ENV="staging"/);
  });

  it('takes SITE_URL as the origin, and rejects what cannot be one', () => {
    expect(readDeployment({ SITE_URL: 'https://exemple.fr/' }).siteUrl).toBe('https://exemple.fr');
    expect(readDeployment({ SITE_URL: 'http://127.0.0.1:3000' }).siteUrl).toBe('http://127.0.0.1:3000');
    expect(() => readDeployment({ SITE_URL: 'exemple.fr' })).toThrow(/adresse absolue/);
    expect(() => readDeployment({ SITE_URL: 'http://exemple.fr' })).toThrow(/https/);
    expect(() => readDeployment({ SITE_URL: 'https://exemple.fr/fr' })).toThrow(/sans chemin/);
  });

  it('refuses credentials in SITE_URL without repeating them', () => {
    for (const url of ['https://user:pw@x.fr', 'https://user@x.fr']) {
      expect(() => readDeployment({ SITE_URL: url })).toThrow(/SITE_URL contient un identifiant/);
      expect(() => readDeployment({ SITE_URL: url })).not.toThrow(/pw|user@/);
    }
  });
});

describe('thisDeployment', () => {
  // A fresh module per test: the deployment is read once, then kept.
  const freshModule = () => {
    vi.resetModules();
    return import('./deployment.mjs');
  };
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the deployment the build inlined, read once, with absolute addresses on its site', async () => {
    vi.stubEnv('SITE_DEPLOYMENT', JSON.stringify({ kind: 'preview', siteUrl: 'https://apercu.exemple.fr', branch: 'x' }));
    const deployment = await freshModule();
    expect(deployment.isPreview()).toBe(true);
    expect(deployment.absoluteUrl('/blog/guide')).toBe('https://apercu.exemple.fr/blog/guide');
    vi.stubEnv('SITE_DEPLOYMENT', JSON.stringify({ kind: 'production', siteUrl: DEFAULT_SITE_URL }));
    expect(deployment.thisDeployment()).toEqual({ kind: 'preview', siteUrl: 'https://apercu.exemple.fr', branch: 'x' });
  });

  it('is read on first use, not on import: next.config.mjs imports it before checking the environment', async () => {
    vi.stubEnv('SITE_DEPLOYMENT', '');
    vi.stubEnv('DEPLOY_ENV', 'staging');
    const deployment = await freshModule();
    expect(() => deployment.thisDeployment()).toThrow(/DEPLOY_ENV="staging"/);
  });
});
