import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CONTACT_EMAIL } from './owner-inputs.mjs';
import { publisherName, SITE } from './site';

describe('the site’s publisher (lib/site.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is absent from a build given no owner input (local, tests): the demonstration address stands in for the contact', () => {
    expect(SITE.publisher).toBeNull();
    expect(publisherName()).toBeNull();
    expect(SITE.email).toBe(DEMO_CONTACT_EMAIL);
  });

  it('is what the owner sets in the environment, spaces tidied', async () => {
    vi.stubEnv('SITE_PUBLISHER_NAME', '  Camille   Martin ');
    vi.stubEnv('SITE_CONTACT_EMAIL', 'camille@exemple.fr');
    vi.resetModules();
    const fresh = await import('./site');
    expect(fresh.SITE.publisher).toEqual({ name: 'Camille Martin' });
    expect(fresh.SITE.email).toBe('camille@exemple.fr');
  });

  it('treats a blank name as missing', () => {
    expect(publisherName({ publisher: { name: '  Camille Martin ' } })).toBe('Camille Martin');
    expect(publisherName({ publisher: { name: '   ' } })).toBeNull();
    expect(publisherName({ publisher: null })).toBeNull();
  });
});
