import { renderToStaticMarkup } from 'react-dom/server';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The legal pages as a build renders their prose (the content build's compiled MDX, the site's
 * component map): a local build, which has no owner input, names no one and holds no placeholder
 * (its banner says it is a demonstration: components/layout/DemoBanner.tsx); a build given the
 * publisher prints it. A production build cannot lack it (lib/site-config.mjs, tests/config-exit.test.ts).
 */
const LEGAL_PAGES = ['/mentions-legales', '/a-propos'];
/** What a placeholder says: a field « not filled in yet », « à compléter », « [NOM] »… */
const PLACEHOLDER = /pas encore (été )?renseign|non renseign|à (compléter|renseigner|remplir)|\[[A-ZÉ _-]+\]|lorem|XXX|TODO/i;

async function proseOf(url: string): Promise<string> {
  const { findByUrl } = await import('@/lib/content');
  const { mdxComponents } = await import('@/mdx-components');
  const doc = findByUrl(url);
  if (!doc) throw new Error(`${url} : page absente du contenu construit`);
  const Body = getMDXComponent(doc.body.code);
  return renderToStaticMarkup(<Body components={mdxComponents({ doc, settings: { values: {} } })} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

// The first render imports the whole component map: longer than the default 5 s on a loaded machine.
describe('the legal pages’ prose', { timeout: 60_000 }, () => {
  it.each(LEGAL_PAGES)('%s of a local build holds no placeholder sentence and names no publisher', async (url) => {
    vi.stubEnv('SITE_PUBLISHER_NAME', '');
    vi.resetModules();
    const prose = await proseOf(url);
    expect(prose).toContain('édité par un particulier');
    expect(prose).not.toMatch(PLACEHOLDER);
    expect(prose).not.toMatch(/Parrainage Malin est édité par (?!un particulier)/);
  });

  it.each(LEGAL_PAGES)('%s of a build given the publisher prints the name', async (url) => {
    vi.stubEnv('SITE_PUBLISHER_NAME', 'Camille Martin');
    vi.stubEnv('SITE_CONTACT_EMAIL', 'camille@exemple.fr');
    vi.resetModules();
    const prose = await proseOf(url);
    expect(prose).toContain('Parrainage Malin est édité par Camille Martin .');
    expect(prose).toContain('camille@exemple.fr');
    expect(prose).not.toMatch(PLACEHOLDER);
  });
});
