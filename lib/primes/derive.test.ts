import { describe, expect, it, vi } from 'vitest';
import { deriveGlobalValues, pickStoredValues, toGlobalValues } from './derive';
import { PROVIDERS } from './providers';

describe('pickStoredValues', () => {
  it('keeps finite numbers of known keys and names every other field in one warning', () => {
    const warn = vi.fn();
    const kept = pickStoredValues(
      { PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_JOKO: '5', PRIME_PARTAGE_N26: Number.NaN, AUTRE: 3, PRIME_FILLEUL_REVOLUT: 7.5 },
      warn,
    );
    expect(kept).toEqual({ PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_REVOLUT: 7.5 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('AUTRE, PRIME_FILLEUL_JOKO, PRIME_PARTAGE_N26');
  });

  it('does not warn when every field is valid', () => {
    const warn = vi.fn();
    pickStoredValues({ PRIME_PARRAIN_MINTOS: 25 }, warn);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('deriveGlobalValues', () => {
  it('adds filleul + partage for every provider that has both', () => {
    const stored = Object.fromEntries(
      PROVIDERS.flatMap((p) => [
        [`PRIME_FILLEUL_${p}`, 10],
        [`PRIME_PARTAGE_${p}`, 2.5],
      ]),
    );
    const values = deriveGlobalValues(stored);
    for (const provider of PROVIDERS) expect(values[`PRIME_PARTAGE_ET_FILLEUL_${provider}`]).toBe(12.5);
  });

  it('counts an absent half as nothing, and leaves the sum absent when both are missing (never NaN)', () => {
    const values = deriveGlobalValues({ PRIME_FILLEUL_JOKO: 5, PRIME_PARTAGE_IGRAAL: 2 });
    expect(values.PRIME_PARTAGE_ET_FILLEUL_JOKO).toBe(5);
    expect(values.PRIME_PARTAGE_ET_FILLEUL_IGRAAL).toBe(2);
    expect(values).not.toHaveProperty('PRIME_PARTAGE_ET_FILLEUL_WIDILO');
    expect(Object.values(values).some((value) => typeof value === 'number' && Number.isNaN(value))).toBe(false);
  });

  it.each([
    ['BOURSOBANK', 'PRIME_PARRAIN_BOURSOBANK', 79, 80],
    ['FORTUNEO', 'PRIME_PARRAIN_FORTUNEO_GOLD', 79, 80],
    ['REVOLUT', 'PRIME_PARRAIN_REVOLUT', 79, 80],
    ['IGRAAL', 'PRIME_PARRAIN_IGRAAL', 4, 5],
  ] as const)('OFFRE_BOOSTED_%s is false at %s = %i and true at %i', (offer, key, below, at) => {
    expect(deriveGlobalValues({ [key]: below })[`OFFRE_BOOSTED_${offer}`]).toBe(false);
    expect(deriveGlobalValues({ [key]: at })[`OFFRE_BOOSTED_${offer}`]).toBe(true);
    expect(deriveGlobalValues({ [key]: at + 100 })[`OFFRE_BOOSTED_${offer}`]).toBe(true);
  });

  it('does not boost Fortuneo from the Fosfo card, and is false when the sponsor bonus is absent', () => {
    const values = deriveGlobalValues({ PRIME_PARRAIN_FORTUNEO_FOSFO: 200 });
    expect(values.OFFRE_BOOSTED_FORTUNEO).toBe(false);
    expect(values.OFFRE_BOOSTED_BOURSOBANK).toBe(false);
  });
});

describe('toGlobalValues', () => {
  it('turns an empty document into flags only', () => {
    expect(toGlobalValues({})).toEqual({
      OFFRE_BOOSTED_BOURSOBANK: false,
      OFFRE_BOOSTED_FORTUNEO: false,
      OFFRE_BOOSTED_REVOLUT: false,
      OFFRE_BOOSTED_IGRAAL: false,
    });
  });
});
