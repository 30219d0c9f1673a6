import { describe, expect, it } from 'vitest';
import { runCheckCli } from './helpers/run-check';

/**
 * `npm run check -- --document fichier.json` holds a settings document (an export of the
 * live one) against the offer records: the owner sees a contradiction before visitors do.
 * The offer boxes say the same on the page (components/offers/OfferBox.test.tsx).
 */
describe('npm run check --document', () => {
  it('names both offers and both keys of a document that contradicts two records', async () => {
    const { status, stdout } = await runCheckCli(['--document', 'tests/fixtures/contradicting-document.json']);
    expect(status).toBe(1);
    const lines = stdout.trim().split('\n');
    const revolut = lines.find((line) => line.startsWith('offres/revolut.yaml:'));
    const n26 = lines.find((line) => line.startsWith('offres/n26.yaml:'));
    expect(revolut).toContain('REVOLUT\u00a0: PRIME_FILLEUL_REVOLUT vaut 20 dans tests/fixtures/contradicting-document.json');
    expect(n26).toContain('N26\u00a0: PRIME_FILLEUL_N26 vaut 15 dans tests/fixtures/contradicting-document.json');
    expect(lines.at(-1)).toMatch(/^2 problèmes/);
  });

  it('passes on the default document, and refuses an unreadable one with one line', async () => {
    expect((await runCheckCli(['--document', 'lib/primes/default-document.json'])).status).toBe(0);
    const broken = await runCheckCli(['--document', 'package-lock.jsonx']);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/^package-lock\.jsonx\u00a0: document de primes illisible/);
  });
});
