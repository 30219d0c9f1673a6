import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLine, runWatch } from './cli';
import { WATCH_FILE } from './config';
import { fingerprintOf } from './page-text';
import { refusingOrigin, sendHtml, serveSite, termsPage, type TestSite } from './test-servers';
import { parseWatch, serializeWatch, watchSources, type RecordSources, type WatchState } from './watch';
import { outageLine } from './wording';

/*
 * How the watch tells a closed door from a changed page, and an outage from both, against
 * sites served on 127.0.0.1: a robots.txt that never answers, one that answers 503, one that
 * forbids, one that redirects; a port nobody listens on; a page that fails and comes back.
 * Reads that wait for a silent site are cut at 400 ms; runs where every site answers at once
 * have a limit a busy machine never reaches, so that no result depends on the machine's pace.
 */
const NBSP = '\u00a0';
const FAST = {
  userAgent: 'ParrainageMalin-veille/1.0 (+https://www.parrainage-malin.fr/a-propos)',
  robotsAgent: 'ParrainageMalin-veille',
  timeoutMs: 400,
  maxBytes: 20_000,
  maxRedirects: 5,
} as const;
/** For sites that all answer at once: a limit that a busy machine never reaches (none of them is waited for). */
const GENEROUS = { ...FAST, timeoutMs: 10_000 } as const;

let hanging: TestSite;
let broken: TestSite;
let forbidding: TestSite;
let redirecting: TestSite;
let pages: TestSite;
/** What each path of `pages` answers: a status (with a page), or the terms with this bonus. */
const answers = new Map<string, number | string>();

beforeAll(async () => {
  hanging = await serveSite((path, response) => {
    // robots.txt never answers; the page would, but must never be asked for.
    if (path !== '/robots.txt') sendHtml(response, 200, termsPage('15 €'));
  });
  broken = await serveSite((path, response) => {
    if (path === '/robots.txt') return void response.writeHead(503).end();
    sendHtml(response, 200, termsPage('15 €'));
  });
  forbidding = await serveSite((path, response) => {
    if (path === '/robots.txt') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /\n');
    sendHtml(response, 200, termsPage('15 €'));
  });
  redirecting = await serveSite((path, response) => {
    if (path === '/robots.txt') return void response.writeHead(301, { location: '/regles.txt' }).end();
    if (path === '/regles.txt')
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /interdit\n');
    sendHtml(response, 200, termsPage('15 €'));
  });
  pages = await serveSite((path, response) => {
    if (path === '/robots.txt') return void response.writeHead(404).end();
    const answer = answers.get(path) ?? 404;
    if (typeof answer === 'number') sendHtml(response, answer, termsPage('—'));
    else sendHtml(response, 200, termsPage(answer));
  });
});
afterAll(async () => {
  await Promise.all([hanging, broken, forbidding, redirecting, pages].map((site) => site.close()));
});

const TODAY = '2026-11-26';
const at = (day: string) => new Date(`${day}T05:41:00Z`);
const records = (urls: readonly string[]): RecordSources[] => [
  { provider: 'N26', sources: urls.map((url) => ({ url, kind: 'officiel' })) },
];
const find = (state: WatchState, url: string) => state.sources.find((source) => source.url === url);

/** A project folder with one record citing `urls`, and the watch's file if given. */
function project(urls: readonly string[], watchFile?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'sources-watch-failures-'));
  mkdirSync(join(root, 'content', 'offres'), { recursive: true });
  const sources = urls.map((url, index) => `  - id: s${index}\n    url: ${url}\n    kind: officiel\n`).join('');
  writeFileSync(join(root, 'content', 'offres', 'n26.yaml'), `provider: N26\nsources:\n${sources}`);
  if (watchFile !== undefined) writeFileSync(join(root, WATCH_FILE), watchFile);
  return root;
}

async function run(root: string, day: string, extra: readonly string[] = []) {
  const lines: string[] = [];
  const summary = join(root, 'resume.md');
  const code = await runWatch(['--summary', summary, ...extra], root, (line) => lines.push(line), at(day), {
    timeoutMs: GENEROUS.timeoutMs,
  });
  return {
    code,
    lines,
    summary: existsSync(summary) ? readFileSync(summary, 'utf8') : undefined,
    state: parseWatch(readFileSync(join(root, WATCH_FILE), 'utf8'), WATCH_FILE),
  };
}

describe('robots.txt: refused only when it says so', () => {
  it('a robots.txt that never answers could not be read, and its site’s pages are not asked for', async () => {
    const url = `${hanging.origin}/conditions`;
    const result = await watchSources({ records: records([url]), previous: { sources: [] }, today: TODAY, options: FAST });
    expect(find(result.state, url)?.failure).toEqual({ reason: 'robots-unreachable', cause: 'timeout', first: TODAY, last: TODAY });
    expect(hanging.paths).toEqual(['/robots.txt']);
    const [change] = result.changes;
    expect(changeLine(change!)).toBe(
      `N26${NBSP}: ${url} ne se lit pas${NBSP}: son robots.txt n’a pas pu être lu (délai dépassé)${NBSP}: par politesse, la page n’a pas été lue`,
    );
    expect(changeLine(change!)).not.toMatch(/interdit|refus/);
  });

  it('a robots.txt that answers 503 could not be read; one that forbids refuses; one that redirects is followed', async () => {
    const failed = `${broken.origin}/conditions`;
    const refused = `${forbidding.origin}/conditions`;
    const followed = [`${redirecting.origin}/ouverte`, `${redirecting.origin}/interdit`] as const;
    const result = await watchSources({
      records: records([failed, refused, ...followed]),
      previous: { sources: [] },
      today: TODAY,
      options: GENEROUS,
    });
    expect(find(result.state, failed)?.failure).toEqual({ reason: 'robots-unreachable', status: 503, first: TODAY, last: TODAY });
    expect(find(result.state, refused)?.failure).toEqual({ reason: 'robots-refused', first: TODAY, last: TODAY });
    // Politely, a page whose robots.txt could not be read is not asked for.
    expect(broken.paths).toEqual(['/robots.txt']);
    expect(forbidding.paths).toEqual(['/robots.txt']);
    expect(find(result.state, followed[0])).toMatchObject({ read: TODAY, fingerprint: expect.any(String) });
    expect(find(result.state, followed[1])?.failure?.reason).toBe('robots-refused');
    expect(redirecting.paths).toEqual(['/robots.txt', '/regles.txt', '/ouverte']);

    const line = (url: string) => changeLine(result.changes.find((change) => change.source.url === url)!);
    expect(line(failed)).toBe(
      `N26${NBSP}: ${failed} ne se lit pas${NBSP}: son robots.txt n’a pas pu être lu (erreur 503)${NBSP}: par politesse, la page n’a pas été lue`,
    );
    expect(line(failed)).not.toMatch(/interdit|refus/);
    expect(line(refused)).toBe(`N26${NBSP}: ${refused} ne se lit pas${NBSP}: son robots.txt en interdit la lecture`);
    // Some answered: not an outage.
    expect(result.answered).toBe(true);
  });
});

describe('an outage is not news', () => {
  it('when no address answers at all, writes nothing, says so in one line and exits non-zero', async () => {
    const urls = [`${await refusingOrigin()}/conditions`, `${await refusingOrigin()}/aide`, `${hanging.origin}/faq`];
    const yesterday: WatchState = {
      sources: urls.map((url) => ({ url, records: ['N26'], read: '2026-11-25', fingerprint: 'a'.repeat(64), since: '2026-11-01' })),
    };
    const before = serializeWatch(yesterday);
    const root = project(urls, before);
    const memory = join(root, 'memoire.yaml');
    try {
      const file = join(root, WATCH_FILE);
      const stamp = statSync(file).mtimeMs;
      const lines: string[] = [];
      const argv = ['--summary', join(root, 'resume.md'), '--memory', memory];
      expect(await runWatch(argv, root, (line) => lines.push(line), at(TODAY), { timeoutMs: FAST.timeoutMs })).not.toBe(0);
      expect(lines).toEqual([
        `Veille interrompue${NBSP}: aucune des 3 adresses n’a répondu (réseau injoignable${NBSP}?)${NBSP}; rien n’est écrit.`,
      ]);
      expect(readFileSync(file)).toEqual(Buffer.from(before));
      expect(statSync(file).mtimeMs).toBe(stamp);
      expect(readdirSync(root).sort()).toEqual(['content']);
      expect(readdirSync(join(root, 'content')).sort()).toEqual(['offres', 'sources-watch.yaml']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('in a fresh clone, leaves no file behind; one address is said as one', async () => {
    const root = project([`${await refusingOrigin()}/conditions`]);
    try {
      const lines: string[] = [];
      expect(await runWatch([], root, (line) => lines.push(line), at(TODAY))).toBe(1);
      expect(lines).toEqual([outageLine(1)]);
      expect(outageLine(1)).toBe(
        `Veille interrompue${NBSP}: la seule adresse suivie n’a pas répondu (réseau injoignable${NBSP}?)${NBSP}; rien n’est écrit.`,
      );
      expect(existsSync(join(root, WATCH_FILE))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a server error is an answer: every address failing so is written, not an outage', async () => {
    const root = project([`${broken.origin}/conditions`]);
    try {
      const { code, state } = await run(root, TODAY);
      expect(code).toBe(0);
      expect(state.sources[0]?.failure).toMatchObject({ reason: 'robots-unreachable', status: 503 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a failure keeps the last reading', () => {
  it('a page read yesterday that fails today keeps yesterday’s reading; its failure’s last day moves; its recovery is said apart', async () => {
    const flaky = `${pages.origin}/flaky`;
    const steady = `${pages.origin}/steady`;
    answers.set('/flaky', '15 €').set('/steady', '20 €');
    const root = project([flaky, steady]);
    try {
      const day1 = await run(root, '2026-11-25');
      const read = find(day1.state, flaky)!;
      expect(read).toMatchObject({ read: '2026-11-25', since: '2026-11-25', fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });

      answers.set('/flaky', 500);
      const day2 = await run(root, '2026-11-26');
      expect(day2.code).toBe(0);
      expect(find(day2.state, flaky)).toEqual({
        ...read,
        failure: { reason: 'http', status: 500, first: '2026-11-26', last: '2026-11-26' },
      });
      expect(day2.lines).toEqual([
        `N26${NBSP}: ${flaky} ne se lit plus${NBSP}: la page répond par une erreur 500`,
        `2 adresses suivies${NBSP}: 0 texte changé, 1 nouvel échec, 0 rétablie, 0 échec de plus de 7${NBSP}jours.`,
      ]);
      // A day-old failure is not news for the writers.
      expect(day2.summary).toBe('');

      const day3 = await run(root, '2026-11-27');
      expect(find(day3.state, flaky)).toEqual({
        ...read,
        failure: { reason: 'http', status: 500, first: '2026-11-26', last: '2026-11-27' },
      });
      expect(day3.lines).toEqual([
        `2 adresses suivies${NBSP}: 0 texte changé, 0 nouvel échec, 0 rétablie, 0 échec de plus de 7${NBSP}jours.`,
      ]);
      expect(day3.summary).toBe('');

      answers.set('/flaky', '15 €');
      const day4 = await run(root, '2026-11-28');
      expect(find(day4.state, flaky)).toEqual({ ...read, read: '2026-11-28' });
      expect(day4.lines).toEqual([
        `N26${NBSP}: ${flaky} se lit de nouveau`,
        `2 adresses suivies${NBSP}: 0 texte changé, 0 nouvel échec, 1 rétablie, 0 échec de plus de 7${NBSP}jours.`,
      ]);
      expect(day4.summary).toBe(`### Adresses qui se lisent de nouveau\n\n- N26${NBSP}: ${flaky} se lit de nouveau\n`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the summary counts text changes, new failures, recoveries and old failures apart, and proposes only what the writers must see', async () => {
    answers.set('/texte', '10 €').set('/revenue', '15 €').set('/disparue', 404).set('/panne', 503);
    const url = (path: string) => `${pages.origin}${path}`;
    const reading = { records: ['N26'], read: '2026-11-10', fingerprint: 'b'.repeat(64), passages: ['0123456789ab'], since: '2026-11-01' };
    const { fingerprint, passages } = fingerprintOf(termsPage('15 €'), url('/revenue'));
    const same = { fingerprint, passages };
    const previous: WatchState = {
      sources: [
        { url: url('/texte'), ...reading },
        // Back with the very text it had: a recovery, not a change.
        {
          url: url('/revenue'),
          ...reading,
          ...same,
          failure: { reason: 'unreachable', cause: 'timeout', first: '2026-11-20', last: '2026-11-25' },
        },
        // 404 since the 15th: not older than 7 days on the 22nd, when it was last written; it is now.
        { url: url('/disparue'), ...reading, failure: { reason: 'http', status: 404, first: '2026-11-15', last: '2026-11-22' } },
        { url: url('/panne'), ...reading },
      ],
    };
    const root = project(
      previous.sources.map((source) => source.url),
      serializeWatch(previous),
    );
    try {
      const { code, lines, summary } = await run(root, TODAY);
      expect(code).toBe(0);
      expect(lines.at(-1)).toBe(`4 adresses suivies${NBSP}: 1 texte changé, 1 nouvel échec, 1 rétablie, 1 échec de plus de 7${NBSP}jours.`);
      const sections = (summary ?? '').split(/^### /m).filter(Boolean);
      expect(sections.map((section) => section.split('\n')[0])).toEqual([
        'Textes changés',
        'Adresses qui se lisent de nouveau',
        `Échecs depuis plus de 7${NBSP}jours`,
      ]);
      expect(sections[0]).toContain(`N26${NBSP}: le texte de ${url('/texte')} a changé`);
      expect(sections[1]).toContain(`${url('/revenue')} se lit de nouveau`);
      expect(sections[2]).toContain(
        `N26${NBSP}: ${url('/disparue')} ne se lit plus depuis le 15 novembre 2026${NBSP}: la page répond par une erreur 404${NBSP}; fiche à revérifier`,
      );
      // A failure of today is printed, counted, and kept out of the proposal.
      expect(lines).toContain(`N26${NBSP}: ${url('/panne')} ne se lit plus${NBSP}: la page répond par une erreur 503`);
      expect(summary).not.toContain('/panne');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
