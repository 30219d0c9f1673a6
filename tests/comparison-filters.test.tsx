import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComparisonTable } from '@/components/mdx/ComparisonTable';
import { ReferralBlock } from '@/components/offers/ReferralBlock';
import { offerSummaries } from '@/lib/offers/summary';
import { allOfferRecords } from '@/lib/offers';
import type { OfferRecord } from '@/lib/offers/schema';
import { toGlobalValues } from '@/lib/primes/derive';
import { mountWithValues } from './helpers/mount-with-values';
import defaultDocument from '@/lib/primes/default-document.json';
import { PROVIDER_FAMILY, PROVIDER_LABELS } from '@/lib/primes/providers';
import { applicabilityOf } from '@/lib/offers/facet-applicability';
import type { Facet } from '@/lib/offers/facets';
import { sourcesWatch } from '@/lib/sources-watch';

/*
 * The comparison's filters say only what the records say, generated from the records (never
 * from a hand list). For every filter the table offers and every ranked offer, with the
 * stylesheet applied as the browser applies it (no JavaScript needed):
 * - a kept offer has an explicit, sure, sourced « yes » in its record (`answers`, a published
 *   delay, a page), and the sentence it rests on, with its source's number, shows in its row and
 *   in its offer box;
 * - an offer the filter cannot concern (its family) is kept, « sans objet » with its reason in its row and box;
 * - a hidden offer is named under the filter: with the sentence and source of its « no », or apart, as unknown.
 * The expectation reads the record's raw facts here, not the site's facet code.
 */

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const VALUES = toGlobalValues(defaultDocument);
const CSS = ['app/globals.css', 'app/generated-rules.css']
  .map((file) => readFileSync(join(import.meta.dirname, '..', file), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');
const RULES = [...CSS.matchAll(/([^{}@]+)\{([^{}]*)\}/g)]
  .map(([, selector = '', body = '']) => ({ selector: selector.trim(), body }))
  .filter((rule) => rule.selector.includes('.comparison-block'));
const hiddenBy = () =>
  new Set(RULES.filter((rule) => /display:\s*none/.test(rule.body)).flatMap((rule) => [...document.querySelectorAll(rule.selector)]));
const shownBy = () =>
  new Set(RULES.filter((rule) => /display:\s*block/.test(rule.body)).flatMap((rule) => [...document.querySelectorAll(rule.selector)]));

/** The record's explicit, sure « yes » for a filter, read from its raw facts; undefined when it gives none. */
function explicitYes(facet: string, record: OfferRecord): boolean {
  const sure = (fact: { certainty?: string } | undefined) => fact?.certainty === 'sure';
  switch (facet) {
    case 'no-income':
      return record.answers.income?.exists === false && sure(record.answers.income);
    case 'no-min-deposit':
      return record.answers.deposit?.exists === false && sure(record.answers.deposit);
    case 'free-card':
      return record.answers.fees?.exists === false && sure(record.answers.fees);
    case 'payout-published':
      return !('unpublished' in record.payout) && sure(record.payout);
    case 'has-page':
      return record.page !== undefined;
    default:
      throw new Error(`filtre inconnu ${facet}`);
  }
}
/** Whether the filter cannot concern the offer's family (declared once, lib/offers/facet-applicability.ts): kept, « sans objet ». */
const moot = (facet: Facet, record: OfferRecord) => !applicabilityOf(facet, PROVIDER_FAMILY[record.provider]).applies;
/** The filters whose « yes » rests on a sourced sentence (a page is its own proof). */
const SOURCED = new Set(['no-income', 'no-min-deposit', 'free-card', 'payout-published']);
/** The filters the offer box answers under FACET_ANSWERS_TITLE. */
const IN_BOX = new Set(['no-income', 'no-min-deposit', 'free-card']);

const mount = (ui: ReactNode) => mountWithValues(VALUES, ui);
afterEach(cleanup);

const RECORDS = allOfferRecords();
const boxes = new Map<string, HTMLElement>();
async function boxOf(record: OfferRecord): Promise<HTMLElement> {
  const cached = boxes.get(record.provider);
  if (cached) return cached;
  const box = (
    await mount(
      <ReferralBlock
        watch={sourcesWatch()}
        provider={record.provider}
        offer={{ lastModified: '2026-11-20' }}
        record={record}
        amounts={VALUES}
      />,
    )
  ).cloneNode(true) as HTMLElement;
  boxes.set(record.provider, box);
  return box;
}

describe('the comparison’s filters, generated from the records', () => {
  it('keep an offer only on an explicit sourced « yes » shown in its row and box, and name every offer they hide', async () => {
    const problems: string[] = [];
    // Every box first: mounting one unmounts whatever was mounted before.
    for (const record of RECORDS) await boxOf(record);
    const table = async () => mount(<ComparisonTable offers={offerSummaries()} />);
    const facets = [...(await table()).querySelectorAll<HTMLInputElement>('input[name="filtre"]')].map((input) => input.value);
    expect(facets.length, 'filtres proposés').toBeGreaterThan(0);
    for (const facet of facets) {
      const root = await table();
      const control = root.querySelector<HTMLInputElement>(`input[name="filtre"][value="${facet}"]`)!;
      control.checked = true;
      const hidden = hiddenBy();
      const shown = shownBy();
      const rows = [...root.querySelectorAll('tbody tr')];
      for (const row of rows) {
        const provider = row.getAttribute('data-provider') ?? '';
        const record = RECORDS.find((candidate) => candidate.provider === provider);
        const label = PROVIDER_LABELS[provider as keyof typeof PROVIDER_LABELS];
        if (!record) {
          problems.push(`${facet} : ${provider} classé sans fiche`);
          continue;
        }
        if (!hidden.has(row) && moot(facet as Facet, record)) {
          // Kept because the filter cannot concern it: said so in its row, with the reason, and in its box.
          const proof = row.querySelector(`.facet-proofs li[data-facet="${facet}"]`);
          if (!proof || !shown.has(proof) || !/^Sans objet\u00a0: \S/.test(proof.textContent ?? ''))
            problems.push(`${facet} : ${provider} gardée sans « sans objet » et sa raison dans sa ligne (${proof?.textContent ?? 'rien'})`);
          const line = IN_BOX.has(facet) ? (await boxOf(record)).querySelector(`[data-fact="filters"] li[data-facet="${facet}"]`) : null;
          if (
            IN_BOX.has(facet) &&
            (line?.getAttribute('data-answer') !== 'not-applicable' || !/sans objet — \S/.test(line.textContent ?? ''))
          )
            problems.push(`${facet} : ${provider} gardée « sans objet », mais son encadré ne le dit pas (${line?.textContent ?? 'rien'})`);
          continue;
        }
        if (!hidden.has(row)) {
          if (!explicitYes(facet, record)) problems.push(`${facet} : ${provider} gardée sans « oui » explicite et sourcé dans sa fiche`);
          if (!SOURCED.has(facet)) continue;
          const proof = row.querySelector(`.facet-proofs li[data-facet="${facet}"]`);
          if (!proof || !shown.has(proof) || !/\S.*\[\d+\]$/.test(proof.textContent ?? ''))
            problems.push(
              `${facet} : ${provider} gardée sans sa phrase et le numéro de sa source dans sa ligne (${proof?.textContent ?? 'rien'})`,
            );
          if (IN_BOX.has(facet)) {
            const line = (await boxOf(record)).querySelector(`[data-fact="filters"] li[data-facet="${facet}"]`);
            if (line?.getAttribute('data-answer') !== 'yes' || !/\[\d+\]$/.test(line.textContent ?? ''))
              problems.push(
                `${facet} : ${provider} gardée, mais son encadré ne dit pas « oui » avec sa source (${line?.textContent ?? 'rien'})`,
              );
          }
          continue;
        }
        // Hidden: named under the filter, with the words of its « no », or as unknown; never for a filter that cannot concern it.
        if (moot(facet as Facet, record)) problems.push(`${facet} : ${provider} cachée alors que le filtre est sans objet pour elle`);
        const named = [...root.querySelectorAll(`.comparison-aside[data-facet="${facet}"] li[data-provider="${provider}"]`)].filter(
          (item) => shown.has(item.closest('.comparison-aside')!),
        );
        const item = named[0];
        const answer = item?.closest('[data-answer]')?.getAttribute('data-answer');
        if (named.length !== 1 || !item) problems.push(`${facet} : ${provider} cachée sans être nommée sous le filtre`);
        else if (
          answer !== 'unknown' &&
          !new RegExp(`^${label.replace(/[()]/g, '\\$&')}\u00a0: \\S`).test(item.textContent ?? '') &&
          // Or named under a reason several offers share, said once above them.
          !/^[^\u00a0]*\S\u00a0:/.test(item.parentElement?.closest('.comparison-aside__shared')?.textContent ?? '')
        )
          problems.push(`${facet} : ${provider} cachée (${answer}) sans sa raison : « ${item.textContent} »`);
        else if (
          answer === 'unknown' &&
          (explicitYes(facet, record) ||
            !item.closest('.comparison-aside')?.textContent?.includes('leurs conditions publiées n’en disent rien'))
        )
          problems.push(`${facet} : ${provider} dite inconnue à tort`);
      }
    }
    expect(problems).toEqual([]);
    // Every box and three tables rendered in jsdom: seconds on a busy machine, which is not what this test measures.
  }, 60_000);
});
