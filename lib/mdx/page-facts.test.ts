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
    expect(mdxPageFacts(body)).toEqual({ offerBoxes: ['FORTUNEO_GOLD', 'FORTUNEO_FOSFO'], cardSheet: true });
  });

  it('reads the tree, not the text: a tag in code or with other attribute order is what MDX says it is', () => {
    const body = ['`<ReferralBlock provider="JOKO">` est la balise.', '', '<ReferralBlock', '  provider="IGRAAL"', '/>'].join('\n');
    expect(mdxPageFacts(body)).toEqual({ offerBoxes: ['IGRAAL'], cardSheet: false });
  });

  it('has nothing to say about a body without these components', () => {
    expect(mdxPageFacts('Un paragraphe.')).toEqual({ offerBoxes: [], cardSheet: false });
  });
});
