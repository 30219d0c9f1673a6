import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_EMPTY_RECORDS, emptyRecord } from '../../../tests/helpers/offer-records';
import { writeTree } from '../../../tests/helpers/run-check';
import { formatProblem } from '../../yaml-schema/problem';
import { checkDataFiles } from './data-files';
import { sideDenialProblems } from './offer-side-denials';

/**
 * A record's words and the figure the site shows for the same side must agree: « ni la prime
 * du filleul » beside 10 € for the filleul is what a visitor read on Robocash's row.
 */
const NBSP = '\u00a0';
const FILE = 'offres/robocash.yaml';
const LABEL = 'le document d’essai';
const withoutPage = (text: string) =>
  emptyRecord('ROBOCASH').replace('withoutPage: "Conditions françaises de son offre non publiées"', `withoutPage: "${text}"`);
const DENIED = withoutPage('Robocash décrit comment saisir le code, mais ni la prime du filleul ni ses conditions');
const lines = (record: string, values: Readonly<Record<string, number>>) =>
  sideDenialProblems(FILE, record, values, LABEL).map(formatProblem);

describe('a record that says a side gets nothing, beside a figure for that side', () => {
  it('is refused at the line of the words, naming the figure and its key', () => {
    expect(lines(DENIED, { PRIME_FILLEUL_ROBOCASH: 10, PRIME_PARRAIN_ROBOCASH: 10 })).toEqual([
      `${FILE}:2:14  «${NBSP}withoutPage${NBSP}» dit «${NBSP}ni la prime du filleul${NBSP}», alors que le site affiche 10${NBSP}€ pour le filleul (PRIME_FILLEUL_ROBOCASH dans ${LABEL})${NBSP}; si ROBOCASH ne publie pas ce montant, dites-le ainsi, ou mettez 0 et «${NBSP}status: none${NBSP}»`,
    ]);
  });

  it('reads « seul le parrain » as nothing for the filleul, in any text of the record', () => {
    const record = emptyRecord('ROBOCASH').replace(
      '  sponsor:\n    unpublished: true',
      '  sponsor:\n    status: paid\n    text: "Seul le parrain est récompensé"\n    source: aide\n    certainty: sure',
    );
    expect(lines(record, { PRIME_FILLEUL_ROBOCASH: 10, PRIME_PARRAIN_ROBOCASH: 10 })[0]).toMatch(
      /«\u00a0rewards\.sponsor\.text\u00a0» dit «\u00a0Seul le parrain\u00a0»/,
    );
  });

  it('accepts the same words where no figure is shown for that side, and a record that says the amount is not published', () => {
    expect(lines(DENIED, { PRIME_FILLEUL_ROBOCASH: 0, PRIME_PARRAIN_ROBOCASH: 10 })).toEqual([]);
    expect(lines(DENIED, { PRIME_PARRAIN_ROBOCASH: 10 })).toEqual([]);
    const said = withoutPage('Robocash explique comment saisir le code, sans publier le montant des primes ni leurs conditions');
    expect(lines(said, { PRIME_FILLEUL_ROBOCASH: 10, PRIME_PARRAIN_ROBOCASH: 10 })).toEqual([]);
  });

  it('is part of the content gate given a settings document, and of no check without one', () => {
    const work = mkdtempSync(join(tmpdir(), 'side-denials-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));
    const page = `---\ntitle: Accueil\ndescription: Page de test\nupdated: 2026-01-01\n---\n\nTexte.\n`;
    writeTree(work, { 'index.mdx': page, 'contact.mdx': page, ...ALL_EMPTY_RECORDS, [FILE]: DENIED });
    const gate = (values?: Readonly<Record<string, number>>) =>
      checkDataFiles(work, { today: '2026-11-23', ...(values ? { amounts: { values, label: LABEL } } : {}) }).map(formatProblem);
    expect(gate({ PRIME_FILLEUL_ROBOCASH: 10 }).filter((line) => line.startsWith(FILE))).toHaveLength(1);
    expect(gate()).toEqual([]);
  });
});
