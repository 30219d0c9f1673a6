import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL } from '@/lib/deployment.mjs';
import { DemoBanner } from './DemoBanner';

const siteUrl = DEFAULT_SITE_URL;

describe('<DemoBanner>', () => {
  it('says « Site de démonstration » on a local build, in the server HTML, as a landmark read in words', () => {
    const html = renderToString(<DemoBanner deployment={{ kind: 'local', siteUrl }} />);
    expect(html).toContain('<aside class="demo-banner" aria-label="Site de démonstration"');
    expect(html.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, '')).toBe('Site de démonstration, pas le site publié.');
    render(<DemoBanner deployment={{ kind: 'local', siteUrl }} />);
    expect(screen.getByRole('complementary', { name: 'Site de démonstration' }).textContent).toMatch(/^Site de démonstration/);
  });

  it('is one banner on a preview, naming its branch and commit', () => {
    render(<DemoBanner deployment={{ kind: 'preview', siteUrl, branch: 'relecture', commit: '4f2c9e1' }} />);
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: 'Site de démonstration' }).textContent).toBe(
      'Site de démonstration\u00a0: aperçu (branche relecture, commit 4f2c9e1), non indexé par les moteurs de recherche.',
    );
  });

  it('is absent from production', () => {
    expect(renderToString(<DemoBanner deployment={{ kind: 'production', siteUrl }} />)).toBe('');
  });

  it('follows the build’s deployment when given none: the tests run as a local build', () => {
    render(<DemoBanner />);
    expect(screen.getByRole('complementary', { name: 'Site de démonstration' }).textContent).toMatch(/^Site de démonstration/);
  });
});
