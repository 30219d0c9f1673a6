import { allContent } from '@/lib/content';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it('goes from the home page down to a card, with short names', () => {
    expect(breadcrumbTrail('/banque/fortuneo/cartes/gold')).toEqual([
      { name: 'Accueil', url: '/' },
      { name: 'Banques', url: '/banque' },
      { name: 'Fortuneo', url: '/banque/fortuneo' },
      { name: 'Cartes', url: '/banque/fortuneo/cartes' },
      { name: expect.stringContaining('Gold'), url: '/banque/fortuneo/cartes/gold' },
    ]);
  });

  it('has one crumb per level for every page: every ancestor address is a page', () => {
    for (const doc of allContent()) {
      const depth = doc.url.split('/').filter(Boolean).length;
      expect(breadcrumbTrail(doc.url), doc.url).toHaveLength(depth + 1);
      for (const crumb of breadcrumbTrail(doc.url)) expect(crumb.name.length, crumb.url).toBeLessThanOrEqual(60);
    }
  });
});
