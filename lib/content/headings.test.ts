import { describe, expect, it } from 'vitest';
import { pageHeadings } from './headings';

describe('pageHeadings', () => {
  it('lists the ## sections with the ids rehype-slug gives them, repeats numbered across every depth', () => {
    const raw = ['## Les frais', '', '### Les frais', '', '## Les frais', '', '#### Détail', '', '## Autre chose'].join('\n');
    expect(pageHeadings(raw)).toEqual([
      { id: 'les-frais', text: 'Les frais' },
      { id: 'les-frais-2', text: 'Les frais' },
      { id: 'autre-chose', text: 'Autre chose' },
    ]);
  });

  it('reads a title without its components, and keeps its non-breaking spaces', () => {
    const raw = '## Le parrainage BoursoBank <Boosted provider="BOURSOBANK" />\n\n## Parrain et filleul\u00a0: qui reçoit quoi\u00a0?\n';
    expect(pageHeadings(raw)).toEqual([
      { id: 'le-parrainage-boursobank-', text: 'Le parrainage BoursoBank' },
      { id: 'parrain-et-filleul-qui-reçoit-quoi', text: 'Parrain et filleul\u00a0: qui reçoit quoi\u00a0?' },
    ]);
  });

  it('lists the sections that components open, where they stand', () => {
    const raw = '## Avant\n\n<Faq>\n\n### Une question\n\nUne réponse.\n\n</Faq>\n\n## Après\n';
    expect(pageHeadings(raw).map((heading) => heading.id)).toEqual(['avant', 'faq-title', 'après']);
  });

  it('leaves out a section its component does not show, still numbering its titles as the build does', () => {
    const raw = '## Avant\n\n<RecentChanges>\n\n## Avant\n\nIntroduction.\n\n</RecentChanges>\n\n## Après\n';
    expect(pageHeadings(raw, () => false).map((heading) => heading.id)).toEqual(['avant', 'après']);
    expect(pageHeadings(raw, () => true).map((heading) => heading.id)).toEqual(['avant', 'avant-1', 'après']);
  });

  it('finds no section in a page without ## titles', () => {
    expect(pageHeadings('Un paragraphe.\n\n### Un intertitre de niveau 3\n')).toEqual([]);
  });
});
