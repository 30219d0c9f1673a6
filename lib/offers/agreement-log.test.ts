import { describe, expect, it } from 'vitest';
import { toGlobalValues } from '../primes/derive';
import defaultDocument from '../primes/default-document.json';
import { reportAmountContradictions } from './agreement-log';
import { allOfferRecords } from './index';

describe('reportAmountContradictions (the build and server log)', () => {
  it('names each offer and key the live document contradicts, once per set of amounts', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const contradicting = toGlobalValues({ ...defaultDocument, PRIME_FILLEUL_REVOLUT: 20, PRIME_FILLEUL_N26: 15 });
    reportAmountContradictions(contradicting, allOfferRecords(), log);
    reportAmountContradictions(contradicting, allOfferRecords(), log);
    expect(lines).toEqual([
      'Amounts contradict the offer record of N26: PRIME_FILLEUL_N26 = 15 where the published terms pay the referee nothing (content/offres)',
      'Amounts contradict the offer record of REVOLUT: PRIME_FILLEUL_REVOLUT = 20 where the published terms pay the referee nothing (content/offres)',
    ]);
    reportAmountContradictions(toGlobalValues(defaultDocument), allOfferRecords(), log);
    expect(lines).toHaveLength(2);
  });

  it('says nothing when no amount was read', () => {
    const lines: string[] = [];
    reportAmountContradictions({}, allOfferRecords(), (line) => lines.push(line));
    expect(lines).toEqual([]);
  });
});
