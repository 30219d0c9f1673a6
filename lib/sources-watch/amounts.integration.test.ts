import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { amountsShown } from '../offers/watched-amounts';
import type { OfferRecord } from '../offers/schema';
import { formatEuros } from '../primes/format';
import DEFAULT_DOCUMENT from '../primes/default-document.json';
import { emptyRecord, EMPTY_RECORD_SOURCES } from '../../tests/helpers/offer-records';
import type { Provider } from '../primes/providers';
import { runWatch, type AmountsOf } from './cli';
import { WATCH_FILE } from './config';
import { readSourcesWatch } from './load';
import { sendHtml, serveSite, type TestSite } from './test-servers';
import type { WatchedAmount, WatchState } from './types';

/*
 * The watch looks for each offer's amounts on its official page, against pages this test
 * serves on 127.0.0.1 (one site, so one robots.txt): an amount present, absent, different, split
 * across tags, inside a table, an English page, and a page whose layout changes from one day to
 * the next. The amounts come from the default settings document through lib/offers (which
 * amounts a record shows), as `npm run sources:watch` gets them; the file written is held
 * against the content gate's schema. Every read is bounded; nothing is timed.
 */
const NBSP = '\u00a0';
const euros = (provider: Provider, side: 'FILLEUL' | 'PARRAIN'): number => {
  const value = (DEFAULT_DOCUMENT as Readonly<Record<string, unknown>>)[`PRIME_${side}_${provider}`];
  if (typeof value !== 'number' || value <= 0) throw new Error(`PRIME_${side}_${provider}: a positive amount is needed by this test`);
  return value;
};
/** Written as a French page sets it: a non-breaking space, no decimals. */
const fr = (amount: number) => `${amount}${NBSP}€`;

const page = (body: string, lang = 'fr') =>
  `<!doctype html><html lang="${lang}"><head><title>Offre</title></head><body><nav>Accueil · Aide · Parrainage</nav><main><article>${body}</article></main><footer>© 2026 Exemple</footer></body></html>`;
const TERMS = `<p>Le filleul doit être majeur, résider en France et ouvrir son compte avec le lien de son parrain.</p>
<p>Un dépôt minimum de 300${NBSP}€ est demandé à l’ouverture. La prime est versée sous 30 jours.</p>`;

const BOURSO_REFEREE = euros('BOURSOBANK', 'FILLEUL');
const GOLD = { referee: euros('FORTUNEO_GOLD', 'FILLEUL'), sponsor: euros('FORTUNEO_GOLD', 'PARRAIN') };
const FOSFO = { referee: euros('FORTUNEO_FOSFO', 'FILLEUL'), sponsor: euros('FORTUNEO_FOSFO', 'PARRAIN') };
const REVOLUT = euros('REVOLUT', 'PARRAIN');
const CRYPTO = euros('CRYPTO', 'PARRAIN');
const TRADE = euros('TRADEREPUBLIC', 'PARRAIN');
/** An amount no offer of this test shows. */
const OTHER = FOSFO.referee + 20;

const layout = { day: 1 };
const PAGES: Readonly<Record<string, () => string>> = {
  '/present': () =>
    layout.day < 3
      ? page(`<h1>Parrainage BoursoBank</h1><p>Le parrain et le filleul reçoivent chacun ${fr(BOURSO_REFEREE)}.</p>${TERMS}`)
      : page(`<h1>Parrainage BoursoBank</h1><p>Le parrain et le filleul reçoivent chacun une prime, selon l’offre du moment.</p>${TERMS}`),
  '/absent': () => page(`<h1>Parrainer un proche</h1><p>Invitez vos proches depuis l’application.</p>${TERMS}`),
  '/different': () =>
    page(`<h1>Parrainage Fosfo</h1><p>Votre filleul reçoit ${fr(OTHER)} et vous, parrain, ${FOSFO.sponsor} euros.</p>${TERMS}`),
  '/split': () =>
    page(
      `<h1>Parrainage</h1><p>Le parrain reçoit <strong>${REVOLUT}</strong><span class="devise">${NBSP}€</span> par filleul.</p>${TERMS}`,
    ),
  '/table': () =>
    page(
      `<h1>Offre de parrainage</h1><table><thead><tr><th>Bénéficiaire</th><th>Prime</th></tr></thead><tbody><tr><td>Filleul</td><td>${GOLD.referee},00 €</td></tr><tr><td>Parrain</td><td>${GOLD.sponsor} €</td></tr></tbody></table>${TERMS}`,
    ),
  '/english': () =>
    page(
      `<h1>Refer a friend</h1><p>Invite your friends: when they sign up and verify their account, you both get €${CRYPTO}.</p><p>Terms apply. Your friend must be 18 or older.</p>`,
      'en',
    ),
  '/layout': () =>
    layout.day === 1
      ? page(`<h1>Parrainage</h1><p>Le parrain reçoit ${fr(TRADE)} quand son filleul investit pour la première fois.</p>${TERMS}`)
      : // The site redesigned: a banner of boxes, the figure and its sign in their own elements, the terms moved below.
        page(
          `<section class="hero"><div class="card"><div class="big">${TRADE}</div><div class="unit">€</div><div>offerts à chaque parrain</div></div><div class="card"><div>Invitez un ami</div></div></section>${TERMS}`,
        ),
};

let site: TestSite;
beforeAll(async () => {
  site = await serveSite((path, response) => {
    if (path === '/robots.txt') return void response.writeHead(404).end();
    // From the third day, one page answers an error: its last reading, amounts included, stays.
    if (path === '/split' && layout.day >= 3) return sendHtml(response, 503, page('<p>Maintenance</p>'));
    const render = PAGES[path];
    sendHtml(response, render ? 200 : 404, render ? render() : page('<p>Inconnue</p>'));
  });
});
afterAll(() => site.close());

const CITED: Readonly<Partial<Record<Provider, string>>> = {
  BOURSOBANK: '/present',
  N26: '/absent',
  FORTUNEO_FOSFO: '/different',
  REVOLUT: '/split',
  FORTUNEO_GOLD: '/table',
  CRYPTO: '/english',
  TRADEREPUBLIC: '/layout',
};

/** A project whose records each cite one page of the test site as their official source. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'sources-watch-amounts-'));
  mkdirSync(join(root, 'content', 'offres'), { recursive: true });
  for (const [provider, path] of Object.entries(CITED)) {
    const source = `sources: [{ id: aide, title: "Aide", url: "${site.origin}${path}", consulted: 2026-01-01, kind: officiel }]`;
    writeFileSync(
      join(root, 'content', 'offres', `${provider.toLowerCase()}.yaml`),
      emptyRecord(provider as Provider).replace(EMPTY_RECORD_SOURCES, source),
    );
  }
  return root;
}

/** What `npm run sources:watch` is given: each record's amounts as lib/offers computes them from the document. */
const amountsOf: AmountsOf = (contentDir, values) => {
  const dir = join(contentDir, 'offres');
  const records = Object.keys(CITED).map(
    // The records cite http:// pages of the test site, which the schema refuses: read as they are, as the watch reads them.
    (provider) => parse(readFileSync(join(dir, `${provider.toLowerCase()}.yaml`), 'utf8')) as OfferRecord,
  );
  return new Map(records.map((record) => [record.provider, amountsShown(record, values)]));
};

const amountsAt = (state: WatchState, path: string): readonly WatchedAmount[] | undefined =>
  state.sources.find((source) => source.url === `${site.origin}${path}`)?.amounts;

describe('npm run sources:watch looks for the offers’ amounts on their official pages', () => {
  let root = '';
  beforeAll(() => {
    root = project();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const lines: string[] = [];
  let first: WatchState;

  it('records, per offer and amount, found, absent or the amount the page gives instead, in a file the content gate accepts', async () => {
    expect(
      await runWatch(
        ['--summary', join(root, 'resume.md')],
        root,
        (line) => lines.push(line),
        new Date('2026-12-03T05:41:00Z'),
        {},
        amountsOf,
      ),
    ).toBe(0);
    const { problems, state } = readSourcesWatch(join(root, 'content'), '2026-12-03');
    expect(problems).toEqual([]);
    first = state;
    expect(state.sources.every((source) => source.read === '2026-12-03')).toBe(true);
    expect(amountsAt(state, '/present')).toEqual([
      { key: 'PRIME_FILLEUL_BOURSOBANK', amount: BOURSO_REFEREE, status: 'found' },
      { key: 'PRIME_PARRAIN_BOURSOBANK', amount: euros('BOURSOBANK', 'PARRAIN'), status: 'found' },
    ]);
    // N26's referee gets nothing in the document: only the sponsor's amount is looked for.
    expect(amountsAt(state, '/absent')).toEqual([{ key: 'PRIME_PARRAIN_N26', amount: euros('N26', 'PARRAIN'), status: 'absent' }]);
    expect(amountsAt(state, '/different')).toEqual([
      { key: 'PRIME_FILLEUL_FORTUNEO_FOSFO', amount: FOSFO.referee, status: 'different', page: OTHER },
      { key: 'PRIME_PARRAIN_FORTUNEO_FOSFO', amount: FOSFO.sponsor, status: 'found' },
    ]);
    expect(amountsAt(state, '/split')).toEqual([{ key: 'PRIME_PARRAIN_REVOLUT', amount: REVOLUT, status: 'found' }]);
    expect(amountsAt(state, '/table')).toEqual([
      { key: 'PRIME_FILLEUL_FORTUNEO_GOLD', amount: GOLD.referee, status: 'found' },
      { key: 'PRIME_PARRAIN_FORTUNEO_GOLD', amount: GOLD.sponsor, status: 'found' },
    ]);
    expect(amountsAt(state, '/english')?.map((amount) => amount.status)).toEqual(['found', 'found']);
    expect(amountsAt(state, '/layout')?.find((amount) => amount.key === 'PRIME_PARRAIN_TRADEREPUBLIC')).toEqual({
      key: 'PRIME_PARRAIN_TRADEREPUBLIC',
      amount: TRADE,
      status: 'found',
    });
    // The page's text is never kept, only what it says of the amounts.
    expect(readFileSync(join(root, WATCH_FILE), 'utf8')).not.toContain('filleul reçoit');
  });

  it('tells the owner of a different amount in the printed summary and in the proposal, before anything else', () => {
    expect(lines).toContain(
      `FORTUNEO_FOSFO${NBSP}: ${site.origin}/different indique ${formatEuros(OTHER)} là où le document de primes donne ${formatEuros(FOSFO.referee)}, montant du filleul (PRIME_FILLEUL_FORTUNEO_FOSFO)${NBSP}; montant à revoir`,
    );
    expect(lines.at(-1)).toMatch(/, 1 montant différent, \d+ montants trouvés\.$/);
    const summary = readFileSync(join(root, 'resume.md'), 'utf8');
    expect(summary.startsWith('### Montants différents sur la page officielle')).toBe(true);
    expect(summary).toContain('PRIME_FILLEUL_FORTUNEO_FOSFO');
  });

  it('still finds the amount on a page whose layout changed, and says nothing new of amounts already told', async () => {
    layout.day = 2;
    lines.length = 0;
    expect(await runWatch([], root, (line) => lines.push(line), new Date('2026-12-04T05:41:00Z'), {}, amountsOf)).toBe(0);
    const { problems, state } = readSourcesWatch(join(root, 'content'), '2026-12-04');
    expect(problems).toEqual([]);
    const layoutEntry = state.sources.find((source) => source.url === `${site.origin}/layout`);
    expect(layoutEntry?.changed).toBe('2026-12-04');
    expect(layoutEntry?.amounts).toEqual(amountsAt(first, '/layout'));
    expect(lines.filter((line) => line.includes('/layout'))).toEqual([expect.stringContaining('a changé')]);
    // The different amount is in the file the owner received: `npm run check` says it from now on, the run does not repeat it.
    expect(lines.some((line) => line.includes('montant'))).toBe(false);
    expect(amountsAt(state, '/different')).toEqual(amountsAt(first, '/different'));
  });

  it('says when the page no longer gives an amount, and keeps the amounts of a page that cannot be read', async () => {
    layout.day = 3;
    lines.length = 0;
    expect(await runWatch([], root, (line) => lines.push(line), new Date('2026-12-05T05:41:00Z'), {}, amountsOf)).toBe(0);
    const { problems, state } = readSourcesWatch(join(root, 'content'), '2026-12-05');
    expect(problems).toEqual([]);
    expect(amountsAt(state, '/present')?.map((amount) => amount.status)).toEqual(['absent', 'absent']);
    expect(lines).toContain(
      `BOURSOBANK${NBSP}: ${site.origin}/present ne donne plus ${formatEuros(BOURSO_REFEREE)}, le montant du filleul (PRIME_FILLEUL_BOURSOBANK), ni aucun autre près des mots du parrainage`,
    );
    const split = state.sources.find((source) => source.url === `${site.origin}/split`);
    expect(split).toMatchObject({ read: '2026-12-04', failure: { reason: 'http', status: 503, first: '2026-12-05' } });
    expect(split?.amounts).toEqual(amountsAt(first, '/split'));
  });
});
