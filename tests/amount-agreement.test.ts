import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_EMPTY_RECORDS, EMPTY_RECORD_SOURCES } from './helpers/offer-records';
import { runCheckCli, writeTree } from './helpers/run-check';

/**
 * `npm run check -- --document fichier.json` holds a settings document (an export of the
 * live one) against the offer records: the owner sees a contradiction before visitors do.
 * The offer boxes say the same on the page (components/offers/OfferBox.test.tsx); each kind of
 * contradiction is lib/content/check/offer-record.test.ts's. Here, the command on a folder of
 * fixtures: whether the committed default document agrees with the real records is the content
 * gate's, the first phase of `npm test` (it holds content/ against lib/primes/default-document.json).
 */
const work = mkdtempSync(join(tmpdir(), 'amount-agreement-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every key's empty record, but Widilo's says its sponsor gets nothing and Curve's that no programme was found. */
const content = join(work, 'contenu');
writeTree(content, {
  ...ALL_EMPTY_RECORDS,
  'offres/widilo.yaml':
    ALL_EMPTY_RECORDS['offres/widilo.yaml']
      ?.replace('  sponsor:\n    unpublished: true', '  sponsor:\n    status: none\n    source: aide\n    certainty: sure')
      .replace(
        EMPTY_RECORD_SOURCES,
        'sources:\n  - id: aide\n    title: Aide Widilo\n    url: https://www.widilo.fr/faq\n    consulted: 2026-11-20\n    kind: officiel',
      ) ?? '',
  'offres/curve.yaml':
    ALL_EMPTY_RECORDS['offres/curve.yaml']?.replace(
      'programme:\n  status: open\n  source: aide\n  certainty: unsure\n',
      'programme:\n  status: not-found\n  searched: "un programme de parrainage Curve ouvert en France"\n  on: 2026-11-20\n  source: aide\n  certainty: sure\n',
    ) ?? '',
});

/** A settings document written in the work folder; the report names it by its path from the project. */
function documentFile(name: string, values: Record<string, number>): string {
  const file = join(work, name);
  writeFileSync(file, JSON.stringify(values));
  return file;
}

describe('npm run check --document', () => {
  it('names each offer and key of a document that contradicts the records, and fails', async () => {
    const file = documentFile('contradicting.json', { PRIME_PARRAIN_WIDILO: 3, PRIME_FILLEUL_CURVE: 5, PRIME_FILLEUL_WIDILO: 3 });
    const { status, stdout } = await runCheckCli(['--document', file, content]);
    const label = relative(process.cwd(), file);
    const lines = stdout.trim().split('\n');
    const line = (record: string) => lines.find((candidate) => candidate.startsWith(`offres/${record}.yaml:`)) ?? '';
    expect(line('widilo')).toContain(
      `WIDILO\u00a0: PRIME_PARRAIN_WIDILO vaut 3 dans ${label} alors que la fiche dit «\u00a0aucune prime\u00a0» pour le parrain`,
    );
    expect(line('curve')).toContain(
      `CURVE\u00a0: PRIME_FILLEUL_CURVE vaut 5 dans ${label} alors que la fiche dit le programme introuvable`,
    );
    expect(lines.at(-1)).toMatch(/^2 problèmes \(\d+ fichiers vérifiés\)\.$/);
    expect(status).toBe(1);
  });

  it('passes on a document that agrees, and refuses an unreadable one with one line', async () => {
    const agreeing = documentFile('agreeing.json', { PRIME_PARRAIN_WIDILO: 0, PRIME_FILLEUL_CURVE: 0, PRIME_FILLEUL_WIDILO: 3 });
    const own = await runCheckCli(['--document', agreeing, content]);
    expect(own.stdout.trim()).toMatch(/^Aucun problème \(\d+ fichiers vérifiés\)\.$/);
    expect(own.status).toBe(0);
    const broken = await runCheckCli(['--document', 'package-lock.jsonx', content]);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/^package-lock\.jsonx\u00a0: document de primes illisible/);
  });
});
