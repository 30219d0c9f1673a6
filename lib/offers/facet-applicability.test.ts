import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../primes/families';
import { PROVIDER_FAMILY } from '../primes/providers';
import { applicabilityOf } from './facet-applicability';
import { FACETS, freeCardVerdict, noIncomeVerdict, noMinimumDepositVerdict, pageVerdict, payoutVerdict, type Facet } from './facets';
import { allOfferRecords } from './index';
import type { OfferRecord } from './schema';

/** What each facet's record would answer if it applied: a « sans objet » must never hide one of these. */
const RECORD_ANSWER: Readonly<Record<Facet, (record: OfferRecord) => { answer: string }>> = {
  'no-income': noIncomeVerdict,
  'no-min-deposit': noMinimumDepositVerdict,
  'free-card': freeCardVerdict,
  'payout-published': payoutVerdict,
  'has-page': pageVerdict,
};

const PAIRS = FACETS.flatMap((facet) => FAMILIES.map((family) => ({ facet, family, applicability: applicabilityOf(facet, family) })));
const MOOT = PAIRS.filter((pair) => !pair.applicability.applies);

describe('which filter applies to which family', () => {
  it('is decided for every filter and every family', () => {
    expect(PAIRS).toHaveLength(FACETS.length * FAMILIES.length);
    expect(PAIRS.every(({ applicability }) => typeof applicability.applies === 'boolean')).toBe(true);
  });

  it('says income, deposit and card fees are sans objet for a cashback site, and income for an investment platform', () => {
    const moot = MOOT.map(({ facet, family }) => `${facet} × ${family}`);
    expect(moot).toEqual(
      expect.arrayContaining(['no-income × cashback', 'no-min-deposit × cashback', 'free-card × cashback', 'no-income × investissement']),
    );
    // What is published and whether the site has a page concern every offer.
    expect(moot.filter((pair) => /^(payout-published|has-page) /.test(pair))).toEqual([]);
    // Banks' and neobanks' conditions are what the filters were made for.
    expect(moot.filter((pair) => / × (banque|neobanque)$/.test(pair))).toEqual([]);
  });

  it('gives each « sans objet » a reason a visitor reads after « Sans objet : », in French typography', () => {
    for (const pair of MOOT) {
      const reason = pair.applicability.applies ? '' : pair.applicability.reason;
      expect(reason, `${pair.facet} × ${pair.family}`).toMatch(/^\p{Ll}[^.]{15,}[^.\s]$/u);
      // No ASCII apostrophe, no punctuation that would need a non-breaking space before it.
      expect(reason).not.toMatch(/['":;?!]/);
    }
  });

  it('never calls sans objet what a record answers « no » with a sure source', () => {
    const contradicted = allOfferRecords().flatMap((record) =>
      MOOT.filter(({ facet, family }) => PROVIDER_FAMILY[record.provider] === family && RECORD_ANSWER[facet](record).answer === 'no').map(
        ({ facet }) => `${record.provider} : ${facet}`,
      ),
    );
    expect(contradicted).toEqual([]);
  });
});
