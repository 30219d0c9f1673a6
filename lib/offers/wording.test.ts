import { describe, expect, it } from 'vitest';
import { parseOfferRecord } from './load';
import type { Eligibility } from './schema';
import { eligibilityLines } from './wording';
import { FULL_RECORD } from '../../tests/helpers/offer-records';

const NBSP = '\u00a0';
const lookBack = (since?: 'opening' | 'closing' | 'last-bonus'): Eligibility => ({
  newCustomer: { rule: 'not-client-for', months: 12, ...(since ? { since } : {}), source: 'aide', certainty: 'sure' },
});

describe('who counts as a new customer, as a box says it', () => {
  it('says where the months are counted from when the record knows it', () => {
    expect(eligibilityLines(lookBack('closing'), 'Joko')[0]?.text).toBe(
      `Ne pas avoir été client de Joko depuis 12${NBSP}mois, comptés depuis la clôture de votre précédent compte`,
    );
    expect(eligibilityLines(lookBack('last-bonus'), 'Joko')[0]?.text).toBe(
      `Ne pas avoir été client de Joko depuis 12${NBSP}mois, comptés depuis la dernière prime reçue`,
    );
  });

  it('says nothing of an anchor the record does not give (unknown stays unknown)', () => {
    expect(eligibilityLines(lookBack(), 'Joko')[0]?.text).toBe(`Ne pas avoir été client de Joko depuis 12${NBSP}mois`);
  });

  it('refuses an anchor with « never-client », naming the field', () => {
    const text = FULL_RECORD.replace('    months: 12\n', '    months: 12\n    since: closing\n').replace(
      'rule: not-client-for',
      'rule: never-client',
    );
    const messages = parseOfferRecord('offres/joko.yaml', text).problems.map((problem) => problem.message);
    expect(messages).toContain(
      `«${NBSP}eligibility.newCustomer.since${NBSP}»${NBSP}: «${NBSP}since${NBSP}» en trop avec «${NBSP}never-client${NBSP}» (jamais client)`,
    );
  });
});
