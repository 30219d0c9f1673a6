import { describe, expect, it } from 'vitest';
import { breadcrumbList, serializeJsonLd } from './structured-data';

describe('structured data', () => {
  it('cannot close its <script> element, whatever the content says', () => {
    const json = serializeJsonLd(breadcrumbList([{ name: '</script><script>alert(1)</script>', url: '/' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('numbers the crumbs from 1 with absolute addresses', () => {
    const list = breadcrumbList([
      { name: 'Accueil', url: '/' },
      { name: 'Blog', url: '/blog' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: expect.stringMatching(/^https:\/\/[^/]+\/$/) },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: expect.stringMatching(/^https:\/\/[^/]+\/blog$/) },
    ]);
  });
});
