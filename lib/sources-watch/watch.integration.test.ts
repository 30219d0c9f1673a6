import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLine, runWatch } from './cli';
import { WATCH_FILE } from './config';
import { normaliseText } from './page-text';
import { parseWatch, serializeWatch, watchSources, type RecordSources, type WatchState } from './watch';

/*
 * The watch against pages this test serves on 127.0.0.1: a text that changes, a page whose
 * only change is its date stamp, clock and counters, a path robots.txt forbids, a redirect
 * chain, a 404, a server that never answers, an oversized body and a PDF. Every read is
 * bounded (a 2 s limit for the silent server, generous for a local answer even on a busy machine; 20 kB for a page); nothing is timed.
 */
const page = (body: string) => `<!doctype html><html lang="fr"><head><title>Conditions</title></head><body>
<nav>Accueil · Aide · Connexion</nav><main><article><h1>Conditions du parrainage</h1>${body}</article></main>
<footer>© 2026 Exemple · 1 234 avis</footer></body></html>`;
const TERMS = (bonus: string) =>
  page(`<p>Le parrain reçoit ${bonus} quand son filleul ouvre un compte avec son lien et fait un premier paiement par carte dans les 30 jours.</p>
<p>Le filleul doit être majeur et résider en France. Un compte ouvert sans le lien ne donne droit à aucune prime, et le lien ne se rattache pas après coup.</p>
<p>La prime est versée dans les 60 jours suivant le paiement, sur le compte du parrain.</p>`);
const DATED = (date: string, clock: string, views: string) =>
  page(`<p>Mis à jour le ${date}, à ${clock} · ${views} vues.</p>
<p>Pour recevoir la prime, le filleul ouvre son compte avec le lien du parrain, commande sa carte et fait trois achats dans les 30 jours.</p>
<p>Les virements entre comptes, les jeux d’argent et l’achat de cartes cadeaux ne comptent pas comme achats.</p>`);

const state = { version: 'A', dated: 1 };
const requests: { path: string; agent: string; cookie: string | undefined }[] = [];
const held = new Set<Socket>();
let server: Server;
let origin = '';

function answer(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '/';
  requests.push({ path, agent: request.headers['user-agent'] ?? '', cookie: request.headers.cookie });
  const html = (status: number, body: string) => {
    // A cookie every time: the watch must never send one back.
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'session=abc; Path=/' });
    response.end(body);
  };
  switch (path) {
    case '/robots.txt':
      response.writeHead(200, { 'content-type': 'text/plain' });
      return void response.end('User-agent: *\nDisallow: /interdit\n');
    case '/conditions':
      return html(200, TERMS(state.version === 'A' ? '15 €' : '10 €'));
    case '/date':
      return html(200, state.dated === 1 ? DATED('26 novembre 2026', '10:32', '1 204') : DATED('27 novembre 2026', '08:05', '1 311'));
    case '/interdit':
      return html(200, TERMS('15 €'));
    case '/ancienne':
      response.writeHead(301, { location: '/intermediaire' });
      return void response.end();
    case '/intermediaire':
      response.writeHead(302, { location: `${origin}/nouvelle` });
      return void response.end();
    case '/nouvelle':
      return html(200, TERMS('15 €'));
    case '/boucle':
      response.writeHead(302, { location: '/boucle' });
      return void response.end();
    case '/disparue':
      return html(404, page('<p>Page introuvable</p>'));
    case '/muette':
      // Never answers: the watch's time limit ends the read; the socket is closed after the test.
      return;
    case '/enorme':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write(page(`<p>${'Conditions très longues. '.repeat(2_000)}</p>`));
      return void response.end();
    case '/document.pdf':
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return void response.end('%PDF-1.4');
    default:
      return html(404, page('<p>Inconnue</p>'));
  }
}

beforeAll(async () => {
  server = createServer(answer);
  server.on('connection', (socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const OPTIONS = {
  userAgent: 'ParrainageMalin-veille/1.0 (+https://www.parrainage-malin.fr/a-propos)',
  robotsAgent: 'ParrainageMalin-veille',
  timeoutMs: 2_000,
  maxBytes: 20_000,
  maxRedirects: 5,
} as const;
const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';
const record = (provider: string, paths: readonly string[], kind = 'officiel'): RecordSources => ({
  provider,
  sources: paths.map((path) => ({ url: `${origin}${path}`, kind })),
});
const entry = (state: WatchState, path: string) => state.sources.find((source) => source.url === `${origin}${path}`);

describe('npm run sources:watch, against pages served by the test', () => {
  let first: WatchState;

  it('reads each official address once, politely, and records how each read ended', async () => {
    requests.length = 0;
    const records = [
      record('N26', ['/conditions', '/date', '/interdit', '/ancienne', '/boucle', '/disparue', '/muette', '/enorme', '/document.pdf']),
      // The same address cited twice is read once; a press article is not watched.
      record('REVOLUT', ['/conditions']),
      record('CURVE', ['/presse'], 'presse'),
    ];
    const run = await watchSources({ records, previous: { sources: [] }, today: TODAY, options: OPTIONS });
    first = run.state;
    expect(first.sources.map((source) => source.url.replace(origin, '')).sort()).toEqual(
      ['/ancienne', '/boucle', '/conditions', '/date', '/disparue', '/document.pdf', '/enorme', '/interdit', '/muette'].sort(),
    );
    expect(entry(first, '/conditions')).toMatchObject({ records: ['N26', 'REVOLUT'], read: TODAY, since: TODAY });
    expect(entry(first, '/conditions')?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // A first read sets no change date: nothing changed yet.
    expect(entry(first, '/conditions')?.changed).toBeUndefined();
    expect(entry(first, '/interdit')).toMatchObject({ failure: { reason: 'robots-refused', first: TODAY, last: TODAY } });
    // Never read: no reading to keep, and no day of reading.
    expect(entry(first, '/interdit')?.read).toBeUndefined();
    expect(entry(first, '/ancienne')).toMatchObject({ finalUrl: `${origin}/nouvelle`, fingerprint: expect.any(String) });
    expect(entry(first, '/boucle')).toMatchObject({ failure: { reason: 'redirects' } });
    expect(entry(first, '/disparue')).toMatchObject({ failure: { reason: 'http', status: 404 } });
    expect(entry(first, '/muette')).toMatchObject({ failure: { reason: 'unreachable', cause: 'timeout' } });
    expect(entry(first, '/enorme')).toMatchObject({ failure: { reason: 'too-large' } });
    expect(entry(first, '/document.pdf')).toMatchObject({ failure: { reason: 'not-html', status: 200 } });

    const paths = requests.map((request) => request.path);
    expect(paths.filter((path) => path === '/robots.txt')).toHaveLength(1);
    expect(paths.filter((path) => path === '/conditions')).toHaveLength(1);
    expect(paths).not.toContain('/interdit');
    expect(paths).not.toContain('/presse');
    expect(new Set(requests.map((request) => request.agent))).toEqual(new Set([OPTIONS.userAgent]));
    expect(requests.every((request) => request.cookie === undefined)).toBe(true);
    // Failures are said, with every reason, to the writers.
    expect(run.changes.filter((change) => change.kind === 'failing')).toHaveLength(6);
  });

  it('sees a changed text, and not a changed date stamp, clock or counter', async () => {
    state.version = 'B';
    state.dated = 2;
    const records = [record('N26', ['/conditions', '/date'])];
    const run = await watchSources({ records, previous: first, today: TOMORROW, options: OPTIONS });
    expect(entry(run.state, '/conditions')).toMatchObject({ changed: TOMORROW, since: TODAY, read: TOMORROW });
    expect(entry(run.state, '/conditions')?.fingerprint).not.toBe(entry(first, '/conditions')?.fingerprint);
    expect(entry(run.state, '/date')?.fingerprint).toBe(entry(first, '/date')?.fingerprint);
    expect(entry(run.state, '/date')?.changed).toBeUndefined();
    expect(run.changes.map((change) => [change.kind, change.source.url.replace(origin, '')])).toEqual([['text-changed', '/conditions']]);
    // The writer is told how much changed, and where to look: one passage replaced, quoted.
    const [change] = run.changes;
    expect(change?.kind === 'text-changed' ? change.diff : undefined).toMatchObject({
      added: 1,
      removed: 1,
      excerpt: expect.stringContaining('10 €'),
    });
    expect(changeLine(change!)).toMatch(
      /^N26\u00a0: le texte de .*\/conditions a changé \(1 passage nouveau ou modifié, 1 retiré, dont «\u00a0Le parrain reçoit 10 €/,
    );
    state.version = 'A';
    state.dated = 1;
  });

  it('keeps the day a failure started, moves its last day, and keeps the last reading of a page that fails', async () => {
    const gone = {
      sources: [
        {
          ...entry(first, '/conditions')!,
          url: `${origin}/disparue`,
          read: '2026-11-09',
          failure: { reason: 'http' as const, status: 404, first: '2026-11-10', last: '2026-11-25' },
        },
      ],
    };
    const run = await watchSources({ records: [record('N26', ['/disparue'])], previous: gone, today: TODAY, options: OPTIONS });
    expect(entry(run.state, '/disparue')).toMatchObject({
      read: '2026-11-09',
      failure: { reason: 'http', status: 404, first: '2026-11-10', last: TODAY },
      fingerprint: entry(first, '/conditions')?.fingerprint,
    });
    // Proposed to the writers when it grew old (the previous run's file says so), not again.
    expect(run.changes).toEqual([]);
  });

  it('writes the file once, without the pages’ text, and a second run that finds nothing new writes nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sources-watch-'));
    try {
      mkdirSync(join(root, 'content', 'offres'), { recursive: true });
      writeFileSync(
        join(root, 'content', 'offres', 'n26.yaml'),
        `provider: N26\nsources:\n  - id: conditions\n    url: ${origin}/conditions\n    kind: officiel\n  - id: aide\n    url: ${origin}/date\n    kind: conditions\n`,
      );
      const lines: string[] = [];
      const now = new Date('2026-11-26T05:00:00Z');
      expect(await runWatch(['--summary', join(root, 'resume.md')], root, (line) => lines.push(line), now)).toBe(0);
      const file = join(root, WATCH_FILE);
      const written = readFileSync(file, 'utf8');
      expect(parseWatch(written, WATCH_FILE).sources).toHaveLength(2);
      expect(written).not.toContain('filleul');
      expect(serializeWatch(parseWatch(written, WATCH_FILE))).toBe(written);
      const stamp = statSync(file).mtimeMs;
      lines.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await runWatch(['--summary', join(root, 'resume.md')], root, (line) => lines.push(line), now)).toBe(0);
      expect(statSync(file).mtimeMs).toBe(stamp);
      expect(readFileSync(file, 'utf8')).toBe(written);
      expect(lines).toEqual(['2 adresses suivies\u00a0: 0 texte changé, 0 nouvel échec, 0 rétablie, 0 échec de plus de 7\u00a0jours.']);
      expect(readFileSync(join(root, 'resume.md'), 'utf8')).toBe('');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('normaliseText', () => {
  it('drops date stamps, relative times, clocks and counters, and keeps the terms’ own dates and amounts', () => {
    expect(normaliseText('Mis à jour le 26 novembre 2026 · il y a 3 jours · 10:32 · 1 204 vues')).toBe(
      normaliseText('Mis à jour le 2 décembre 2026 · il y a 5 jours · 08:05 · 1 311 vues'),
    );
    expect(normaliseText('Updated over a week ago. Last updated: 2026-11-26')).toBe(
      normaliseText('Updated 2 days ago. Last updated: 2026-12-01'),
    );
    expect(normaliseText('Offre valable jusqu’au 31 décembre 2026')).not.toBe(normaliseText('Offre valable jusqu’au 31 janvier 2027'));
    expect(normaliseText('Paiement dans les 30 jours')).not.toBe(normaliseText('Paiement dans les 60 jours'));
    expect(normaliseText('Le parrain reçoit 15 €')).not.toBe(normaliseText('Le parrain reçoit 10 €'));
  });
});
