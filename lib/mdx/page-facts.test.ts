import { describe, expect, it } from 'vitest';
import { mdxPageFacts } from './page-facts';

describe('mdxPageFacts', () => {
  it('lists the offer boxes in reading order and sees the card sheet', () => {
    const body = [
      'Intro.',
      '',
      '<ReferralBlock provider="FORTUNEO_GOLD">',
      '',
      '- condition',
      '',
      '</ReferralBlock>',
      '',
      'Texte <CardSheet /> et encore.',
      '',
      '<ReferralBlock provider="FORTUNEO_FOSFO" />',
    ].join('\n');
    expect(mdxPageFacts(body)).toEqual({ offerBoxes: ['FORTUNEO_GOLD', 'FORTUNEO_FOSFO'], cardSheet: true, comparison: false });
  });

  it('reads the tree, not the text: a tag in code or with other attribute order is what MDX says it is', () => {
    const body = ['`<ReferralBlock provider="JOKO">` est la balise.', '', '<ReferralBlock', '  provider="IGRAAL"', '/>'].join('\n');
    expect(mdxPageFacts(body)).toEqual({ offerBoxes: ['IGRAAL'], cardSheet: false, comparison: false });
  });

  it('sees the offers’ comparison, which its page gives the width on a wide screen, and only the component', () => {
    expect(mdxPageFacts('Intro.\n\n<ComparisonTable group="banque" />').comparison).toBe(true);
    expect(mdxPageFacts('`<ComparisonTable />` est la balise.\n\n<CardComparison bank="fortuneo" />').comparison).toBe(false);
  });

  it('has nothing to say about a body without these components', () => {
    expect(mdxPageFacts('Un paragraphe.')).toEqual({ offerBoxes: [], cardSheet: false, comparison: false });
  });
});
