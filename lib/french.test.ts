import { describe, expect, it } from 'vitest';
import { PROVIDER_LABELS } from './primes/providers';
import { deName } from './french';

describe('deName', () => {
  it.each([
    ['iGraal', 'd’iGraal'],
    ['eBuyClub', 'd’eBuyClub'],
    ['Esketit', 'd’Esketit'],
    ['Fortuneo', 'de Fortuneo'],
    ['BoursoBank', 'de BoursoBank'],
    ['N26', 'de N26'],
  ])('%s → %s', (name, expected) => {
    expect(deName(name)).toBe(expected);
  });

  it('never writes « de » before a vowel for any provider', () => {
    for (const label of Object.values(PROVIDER_LABELS)) expect(deName(label)).not.toMatch(/^de [aeiouy]/i);
  });
});
