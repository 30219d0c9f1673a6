// @ts-check
// How the main thread's work grows with an article's length (BENCHMARKS.md, « La pente »):
// a copy of the project under test-fixtures/length-slope/ where the guide
// /blog/parrainage-boursobank is written again with its body two and four times over,
// built and served like the real site (same Firestore environment, same compressing
// proxy), then the three pages measured by Lighthouse, interleaved pass by pass. For
// each figure, the least-squares slope per added length of the article.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './emulator.mjs';
import { BROWSER_CHROMIUM } from './chromium.mjs';
import { CHROME_FLAGS, figures, median, runOnce } from './lighthouse-run.mjs';
import { startPageProxy } from './page-proxy.mjs';
import { pageWeight } from './page-weight.mjs';
import { ROOT, copyProject, packageBin } from './project-copy.mjs';
import { startServer, untilServing } from './site-server.mjs';
import { launch } from 'chrome-launcher';

const SLOPE_SITE = join(ROOT, 'test-fixtures', 'length-slope');
const SOURCE = 'content/blog/parrainage-boursobank.mdx';
const SLOPE_FACTORS = [1, 2, 4];

/** The guide's route at a given length: the real page for 1×, a copy for the others. */
export const slopeRoute = (/** @type {number} */ factor) =>
  factor === 1 ? '/blog/parrainage-boursobank' : `/blog/parrainage-boursobank-longueur-${factor}x`;

/**
 * The guide written with its body `factor` times over, under its own title and description
 * (a repeated section keeps working: rehype-slug numbers the repeated headings' ids).
 * @param {string} mdx the guide's file
 * @param {number} factor
 */
export function lengthenedArticle(mdx, factor) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(mdx);
  if (!match) throw new Error(`${SOURCE}: no frontmatter`);
  const [, frontmatter = '', body = ''] = match;
  const retitled = frontmatter
    .replace(/^title: "(.*)"$/m, `title: "$1 (mesure\u00a0: ${factor} fois plus long)"`)
    .replace(/^description: "(.*)"$/m, `description: "$1 Version ${factor} fois plus longue, pour la mesure."`)
    .replace(/^shortTitle: "(.*)"$/m, `shortTitle: "$1 ${factor}×"`);
  return `---\n${retitled}\n---\n${Array.from({ length: factor }, () => body).join('\n\n')}`;
}

/**
 * Least-squares slope and intercept of `y` against `x`.
 * @param {number[]} x @param {number[]} y
 */
export function leastSquares(x, y) {
  const n = x.length;
  const meanX = x.reduce((a, b) => a + b, 0) / n;
  const meanY = y.reduce((a, b) => a + b, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (let i = 0; i < n; i += 1) {
    covariance += ((x[i] ?? 0) - meanX) * ((y[i] ?? 0) - meanY);
    variance += ((x[i] ?? 0) - meanX) ** 2;
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  return { slope, intercept: meanY - slope * meanX };
}

/** HTML elements of a page outside its scripts (what the parser builds and style and layout walk). */
export const htmlElements = (/** @type {string} */ html) =>
  (html.replace(/<script[\s\S]*?<\/script>/g, '').match(/<[a-zA-Z][a-zA-Z0-9-]*[\s/>]/g) ?? []).length;

/** Main-thread groups of Lighthouse's breakdown kept in the table, in its order. */
const GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'parseHTML', 'paintCompositeRender', 'garbageCollection', 'other'];

/**
 * Builds and serves the copy, measures it, stops it.
 * @param {NodeJS.ProcessEnv} env the Firestore environment of the bench (emulator)
 * @param {{ runs: number, methods: Array<'simulate' | 'devtools'>, log?: (line: string) => void }} options
 */
export async function lengthSlope(env, { runs, methods, log = console.log }) {
  const guide = readFileSync(join(ROOT, SOURCE), 'utf8');
  copyProject(SLOPE_SITE, (content) => {
    cpSync(join(ROOT, 'content'), content, { recursive: true });
    for (const factor of SLOPE_FACTORS.filter((f) => f > 1))
      writeFileSync(join(content, 'blog', `${slopeRoute(factor).split('/').pop()}.mdx`), lengthenedArticle(guide, factor));
  });
  const buildEnv = {
    ...env,
    // contentlayer2 takes its working folder from PWD (scripts/lib/fixture-build.mjs).
    PWD: SLOPE_SITE,
    INIT_CWD: SLOPE_SITE,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '.next',
    // The copy has no tests/ folder, which some tests beside the code import: types are checked in the real tree.
    SITE_TYPES_CHECKED: '1',
  };
  log('Pente : construction de la copie aux articles allongés…');
  for (const [command, args] of /** @type {const} */ ([
    ['contentlayer2', ['build']],
    ['next', ['build']],
  ])) {
    const [node, script] = packageBin(command);
    const result = spawnSync(node, [script, ...args], { cwd: SLOPE_SITE, env: buildEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${`${result.stdout}${result.stderr}`.slice(-3000)}`);
  }
  const port = await freePort(3500);
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({ ...buildEnv, PORT: String(port), HOSTNAME: '127.0.0.1' }, SLOPE_SITE);
  let proxy;
  const chrome = await launch({ chromePath: BROWSER_CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    await untilServing(origin);
    proxy = await startPageProxy({ upstream: origin, port: await freePort(port + 10), stripScripts: false });
    /** @type {Array<{ factor: number, route: string, weight: ReturnType<typeof pageWeight> & { htmlBytes: number, htmlElements: number }, byMethod: Record<string, Array<Record<string, number>>> }>} */
    const pages = [];
    for (const factor of SLOPE_FACTORS) {
      const route = slopeRoute(factor);
      const answer = await fetch(`${origin}${route}`);
      if (!answer.ok) throw new Error(`${route}: ${answer.status}`);
      const html = await answer.text();
      pages.push({
        factor,
        route,
        weight: { ...pageWeight(html), htmlBytes: Buffer.byteLength(html), htmlElements: htmlElements(html) },
        byMethod: Object.fromEntries(methods.map((method) => [method, []])),
      });
    }
    for (let pass = 1; pass <= runs; pass += 1)
      for (const method of methods)
        for (const page of pages) {
          const lhr = await runOnce(`${proxy.origin}${page.route}`, chrome.port, method, { allCategories: false });
          const run = figures(lhr);
          /** @type {Array<{ group: string, duration: number }>} */
          const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
          const groups = Object.fromEntries(items.map((item) => [item.group, item.duration]));
          const mainThreadMs = GROUPS.reduce((sum, group) => sum + (groups[group] ?? 0), 0);
          page.byMethod[method]?.push({
            tbt: run.tbt,
            performance: run.performance,
            benchmarkIndex: run.benchmarkIndex,
            mainThreadMs,
            ...groups,
          });
          log(
            `  ${method} ${pass}/${runs} ${page.factor}×: TBT ${Math.round(run.tbt)} ms, main thread ${Math.round(mainThreadMs)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
          );
        }
    return summariseSlope(pages, methods);
  } finally {
    chrome.kill();
    await proxy?.close();
    server.child.kill('SIGTERM');
  }
}

/**
 * Medians per page and method, and the slope of each figure per added length (1× = one more copy of the article).
 * @param {Array<{ factor: number, route: string, weight: Record<string, number>, byMethod: Record<string, Array<Record<string, number>>> }>} pages
 * @param {string[]} methods
 */
export function summariseSlope(pages, methods) {
  const keys = ['tbt', 'mainThreadMs', ...GROUPS];
  const byMethod = Object.fromEntries(
    methods.map((method) => {
      const medians = pages.map((page) => {
        const runs = page.byMethod[method] ?? [];
        /** @type {Record<string, number>} */
        const values = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] ?? 0))]));
        return { factor: page.factor, route: page.route, benchmarkIndex: median(runs.map((run) => run.benchmarkIndex ?? 0)), values };
      });
      const factors = medians.map((row) => row.factor);
      const slopes = Object.fromEntries(
        keys.map((key) => [
          key,
          leastSquares(
            factors,
            medians.map((row) => row.values[key] ?? 0),
          ),
        ]),
      );
      return [method, { medians, slopes }];
    }),
  );
  return {
    pages: pages.map(({ factor, route, weight }) => ({ factor, route, weight })),
    byMethod,
    runs: pages.map(({ factor, byMethod: runs }) => ({ factor, runs })),
  };
}

/**
 * The Markdown lines `npm run bench -- --length-slope` prints.
 * @param {ReturnType<typeof summariseSlope>} result
 */
export function slopeTable(result) {
  const lines = ['| page | HTML kB | HTML elements | page-data elements |', '|---|---|---|---|'];
  for (const { factor, route, weight } of result.pages)
    lines.push(
      `| ${factor}× ${route} | ${((weight.htmlBytes ?? 0) / 1024).toFixed(1)} | ${weight.htmlElements} | ${weight.serverElements} |`,
    );
  for (const [method, { medians, slopes }] of Object.entries(result.byMethod)) {
    const keys = ['tbt', 'mainThreadMs', ...GROUPS];
    lines.push('', `Throttling ${method}, medians in ms of main thread${method === 'simulate' ? ' (simulated 4× CPU slowdown)' : ''}:`, '');
    lines.push(`| figure | ${medians.map((row) => `${row.factor}×`).join(' | ')} | slope per added 1× |`);
    lines.push(`|---|${medians.map(() => '---|').join('')}---|`);
    for (const key of keys)
      lines.push(
        `| ${key} | ${medians.map((row) => Math.round(row.values[key] ?? 0)).join(' | ')} | ${Math.round(slopes[key]?.slope ?? 0)} |`,
      );
    lines.push(`| benchmarkIndex | ${medians.map((row) => Math.round(row.benchmarkIndex)).join(' | ')} | |`);
  }
  return lines;
}
