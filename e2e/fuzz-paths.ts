import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Request paths for the fuzz test (e2e/path-fuzz.spec.ts), generated from a seed so that
 * every run sends the same ones and a failure can be replayed. Each path is written as
 * it goes on the wire: percent-escapes, raw Latin-1 bytes, dots and slashes are kept.
 */

/** Mulberry32: small, fast and good enough to pick from lists; the same seed gives the same paths. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The app's dynamic route folders (`[[...slug]]`, `icons/[file]`, `og/[...image]`), read
 * from app/ so that a new one is fuzzed too: their own names, sent as a path, are what
 * Next.js's router confused with the route's page.
 */
export function dynamicRouteFolders(appDir: string): { readonly parent: string; readonly name: string }[] {
  const found: { parent: string; name: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      if (entry.name.startsWith('[')) {
        const parent = relative(appDir, dir).split(sep).filter(Boolean);
        found.push({ parent: parent.length ? `/${parent.join('/')}` : '', name: entry.name });
      }
      walk(path);
    }
  };
  walk(appDir);
  return found;
}

const hex = (byte: number, lower: boolean) => {
  const code = `%${byte.toString(16).padStart(2, '0')}`;
  return lower ? code : code.toUpperCase();
};
const utf8 = (text: string) => [...Buffer.from(text, 'utf8')];
/** Escapes every byte of `text`, upper or lower case. */
const escapeAll = (text: string, lower: boolean) =>
  utf8(text)
    .map((byte) => hex(byte, lower))
    .join('');
/** What a browser would send: unreserved characters as they are, the rest escaped. */
const escapeUsual = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => hex(c.charCodeAt(0), false));

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Ways to write one segment on the wire; each keeps the segment's meaning for a decoder, or deliberately breaks it. */
const ENCODINGS: readonly ((text: string, random: Random) => string)[] = [
  (text) => escapeUsual(text),
  // Brackets and dots escaped, the rest as it is: the shapes of the issue.
  (text) => escapeUsual(text).replace(/[[\]]/g, (c) => hex(c.charCodeAt(0), false)),
  (text) => escapeUsual(text).replace(/%5B|%5D/g, (code) => code.toLowerCase()),
  (text) => escapeAll(text, false),
  (text) => escapeAll(text, true),
  // Each byte escaped or not at random, in either case: partly encoded names.
  (text, random) =>
    utf8(text)
      .map((byte) =>
        byte < 0x80 && random() < 0.5 && /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : hex(byte, random() < 0.5),
      )
      .join(''),
  // Escaped twice: a decoder that decodes once sees "%5B…".
  (text) => escapeAll(text, false).replace(/%/g, '%25'),
  // Raw bytes (Latin-1 on the wire), for the characters the client lets through.
  (text) => (/^[\u0021-\u00ff]*$/.test(text) ? text : escapeUsual(text)),
];

const REAL_SEGMENTS = [
  'banque',
  'fortuneo',
  'cartes',
  'gold',
  'blog',
  'cashback',
  'joko',
  'icons',
  'og',
  'builds',
  'latest.json',
  'feed.xml',
  'llms.txt',
  'favicon.ico',
  'sitemap.xml',
  'robots.txt',
  'manifest.webmanifest',
  'icon.svg',
  'icon-192.png',
  'fortuneo.png',
  'go',
];
const BRACKETS = [
  '[x]',
  '[...x]',
  '[[...x]]',
  '[]',
  '[[]]',
  '[',
  ']',
  '[...]',
  '[[...]]',
  '[slug]',
  '[...slug]',
  '[[slug]]',
  '[[...image]]',
];
const DOTS = ['.', '..', '...', '....', '.env', 'a.', '.a', '.rsc', 'index.rsc', 'x.rsc', '.segments', '_tree.segment.rsc'];
const UNICODE = [
  'é',
  'É',
  'ü',
  '💸',
  '\u200b',
  '\u202e',
  'ﬁ',
  'ａ',
  'İ',
  'e\u0301',
  '中文',
  '\ufeff',
  '\u2024\u2024',
  '［slug］',
  '\u00a0',
];
const BROKEN = ['%ED%A0%80', '%EF%BF%BF', '%C0%AE%C0%AE', '%E0%A4%A', '%', '%%', '%zz', '%2F', '%5C', '%00', '%0a', '%252e%252e', '%u005B'];
const NEXT_NAMES = [
  '_next',
  'static',
  'chunks',
  'data',
  'index',
  '_not-found',
  '_global-error',
  'route',
  'page',
  '(group)',
  '@slot',
  '(.)x',
  '(..)x',
  '_',
];
const SUFFIXES = ['', '', '', '', '/', '.rsc', '.txt', '.png', '.json', '.html', '.segments/_tree.segment.rsc', '.xml', '.ico'];
const QUERIES = ['', '', '', '', '?x=1', '?_rsc=1', '?nxtPslug=a', '?nxtPfile=x', '?__nextDataReq=1', '?slug=[[...slug]]', '?%5B%5D=%5B'];

export type FuzzRequest = { readonly path: string; readonly rsc: boolean };

/**
 * `count` requests from `seed`: a prefix of real addresses, one to six segments drawn from
 * the route folders' own names and from brackets, dots, Unicode, Next.js's internal names,
 * broken escapes and long runs, each written in one of ENCODINGS, then an odd ending and
 * query. One in eight asks for the page payload (RSC: 1), which Next.js routes apart.
 */
export function fuzzRequests({ seed, count, appDir }: { seed: number; count: number; appDir: string }): FuzzRequest[] {
  const random = seededRandom(seed);
  const routes = dynamicRouteFolders(appDir);
  const prefixes = ['', '', '/banque', '/banque/fortuneo', '/blog', '/cashback', '/_next/static', ...routes.map((route) => route.parent)];
  const routeNames = routes.map((route) => route.name);
  const pools: readonly (readonly string[])[] = [routeNames, routeNames, BRACKETS, REAL_SEGMENTS, DOTS, UNICODE, NEXT_NAMES];
  const segment = (): string => {
    const roll = random();
    if (roll < 0.06) return pick(random, BROKEN);
    if (roll < 0.1) return 'a'.repeat(pick(random, [64, 255, 256, 1024, 4000]));
    if (roll < 0.14) return `${pick(random, routeNames)}${pick(random, ['', 'x', '.png', '%20', '%00'])}`;
    return pick(random, ENCODINGS)(pick(random, pick(random, pools)), random);
  };
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const segments = Array.from({ length: 1 + Math.floor(random() * random() * 6) }, segment);
    const separator = random() < 0.05 ? '//' : '/';
    const path = `${pick(random, prefixes)}/${segments.join(separator)}${pick(random, SUFFIXES)}${pick(random, QUERIES)}`;
    requests.push({ path, rsc: random() < 0.125 });
  }
  return requests;
}
