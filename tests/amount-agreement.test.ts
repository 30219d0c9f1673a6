import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheckCli } from './helpers/run-check';

/**
 * `npm run check -- --document fichier.json` holds a settings document (an export of the
 * live one) against the offer records: the owner sees a contradiction before visitors do.
 * The offer boxes say the same on the page (components/offers/OfferBox.test.tsx).
 * The contradicting document is the default one with four changes, so that it says
 * exactly these whatever the default document holds.
 */
const work = mkdtempSync(join(tmpdir(), 'amount-agreement-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const DEFAULT = JSON.parse(readFileSync('lib/primes/default-document.json', 'utf8')) as Record<string, number>;

describe('npm run check --document', () => {
  it('names each offer and key of a document that contradicts the records', async () => {
    const file = join(work, 'contradicting.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...DEFAULT,
        // Revolut's record: the published terms pay the referee nothing.
        PRIME_FILLEUL_REVOLUT: 20,
        // N26's record: the sponsor's published amount, from a sure source, is 15 €.
        PRIME_PARRAIN_N26: 20,
        // Curve's record: the programme ended; PayPal's: none was found.
        PRIME_FILLEUL_CURVE: 5,
        PRIME_PARRAIN_PAYPAL: 10,
      }),
    );
    const { status, stdout } = await runCheckCli(['--document', file]);
    // The report names the document by its path from the project.
    const label = relative(process.cwd(), file);
    expect(status).toBe(1);
    const lines = stdout.trim().split('\n');
    const line = (record: string) => lines.find((candidate) => candidate.startsWith(`offres/${record}.yaml:`)) ?? '';
    expect(line('revolut')).toContain(
      `REVOLUT\u00a0: PRIME_FILLEUL_REVOLUT vaut 20 dans ${label} alors que la fiche dit «\u00a0aucune prime\u00a0»`,
    );
    expect(line('n26')).toContain(
      `N26\u00a0: PRIME_PARRAIN_N26 vaut 20 dans ${label} alors que les conditions publiées (sûres) donnent 15`,
    );
    expect(line('curve')).toContain(`CURVE\u00a0: PRIME_FILLEUL_CURVE vaut 5 dans ${label} alors que la fiche dit le programme terminé`);
    expect(line('paypal')).toContain(
      `PAYPAL\u00a0: PRIME_PARRAIN_PAYPAL vaut 10 dans ${label} alors que la fiche dit le programme introuvable`,
    );
    expect(lines.at(-1)).toMatch(/^4 problèmes/);
  });

  it('passes on the default document, and refuses an unreadable one with one line', async () => {
    const own = await runCheckCli(['--document', 'lib/primes/default-document.json']);
    expect(own.stdout.trim()).toMatch(/^Aucun problème \(\d+ fichiers vérifiés\)\.$/);
    expect(own.status).toBe(0);
    const broken = await runCheckCli(['--document', 'package-lock.jsonx']);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/^package-lock\.jsonx\u00a0: document de primes illisible/);
  });
});
