import { describe, expect, it } from 'vitest';
import { baselineTable, type BaselineRow } from './baseline-table.mjs';
import { side } from './lighthouse-side.test-helper';

const ours = (performance: number, lcp: number, tbt: number, cls: number, indexes: number[]) => ({
  ...side(performance, lcp, tbt, indexes),
  cls,
});

describe('baselineTable', () => {
  it('puts our page beside the baseline, the limit and the peer pages, and marks a TBT grown by more than 150 ms', () => {
    const rows: BaselineRow[] = [
      {
        route: '/',
        page: ours(81, 1949.4, 773.2, 0, [1790, 1800, 2100]),
        baseline: side(85, 1800, 560, [1700, 1750, 1900]),
        limit: side(100, 782, 77, [1740]),
        peers: [
          { route: '/', ...side(88, 2138, 426, [1359, 1400, 1500]) },
          { route: '/blog/x', ...side(90, 2178, 338, [2118, 2000, 2100]) },
        ],
      },
      {
        route: '/banque',
        page: ours(79, 2119, 812, 0.002, [1300, 1310, 1320]),
        baseline: side(79, 2200, 700, [1200, 1250, 1330]),
        limit: side(100, 772, 60, [1162]),
        peers: [],
      },
      {
        route: '/parrainage',
        page: ours(90, 1000, 400, 0, [2000, 2010, 2020]),
        baseline: side(88, 1100, 550.6, [2030, 2040, 2050]),
        limit: side(100, 700, 40, [2060]),
        peers: [],
      },
    ];
    expect(baselineTable('simulate', rows, 3, { baseline: 'http://127.0.0.1:3700', limitPasses: 1 })).toEqual([
      "### Beside the baseline http://127.0.0.1:3700 — throttling: simulate — median of 3 runs per page (limit: 1 run); benchmarkIndex: median of every run of the row; « à expliquer »: our TBT more than 150 ms above the baseline's; – : peer not measured beside this route",
      '',
      '| route | perf | LCP ms | TBT ms | baseline perf | baseline LCP ms | baseline TBT ms | TBT − baseline ms | LCP − baseline ms | limit LCP ms | LCP − limit ms | peer `/` perf / LCP / TBT | peer `/blog/x` perf / LCP / TBT | CLS | benchmarkIndex | à expliquer |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      '| / | 81 | 1949 | 773 | 85 | 1800 | 560 | +213 | +149 | 782 | +1167 | 88 / 2138 / 426 | 90 / 2178 / 338 | 0.000 | 1790 | TBT +213 ms |',
      '| /banque | 79 | 2119 | 812 | 79 | 2200 | 700 | +112 | −81 | 772 | +1347 | – | – | 0.002 | 1300 |  |',
      '| /parrainage | 90 | 1000 | 400 | 88 | 1100 | 551 | −151 | −100 | 700 | +300 | – | – | 0.000 | 2030 |  |',
      '| **median of the routes** | 81 | 1949 | 773 | 85 | 1800 | 560 | +112 | −81 | 772 | +1167 | 88 / 2138 / 426 | 90 / 2178 / 338 | 0.000 | 1790 |  |',
    ]);
  });

  it('without a peer, no peer column; one route, no median row; a median of two routes can end in .5', () => {
    const row = (route: string, performance: number, tbt: number, baselineTbt: number): BaselineRow => ({
      route,
      page: ours(performance, 900, tbt, 0, [3100]),
      baseline: side(100, 880, baselineTbt, [3000]),
      limit: side(100, 680, 1, [2900]),
      peers: [],
    });
    const one = baselineTable('devtools', [row('/', 100, 49, 60)], 1, { baseline: 'http://127.0.0.1:3700' });
    expect(one).toEqual([
      "### Beside the baseline http://127.0.0.1:3700 — throttling: devtools — median of 1 run per page; benchmarkIndex: median of every run of the row; « à expliquer »: our TBT more than 150 ms above the baseline's",
      '',
      '| route | perf | LCP ms | TBT ms | baseline perf | baseline LCP ms | baseline TBT ms | TBT − baseline ms | LCP − baseline ms | limit LCP ms | LCP − limit ms | CLS | benchmarkIndex | à expliquer |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      '| / | 100 | 900 | 49 | 100 | 880 | 60 | −11 | +20 | 680 | +220 | 0.000 | 3000 |  |',
    ]);
    const two = baselineTable('devtools', [row('/', 98, 400, 200), row('/blog', 97, 300, 300)], 1, {
      baseline: 'http://127.0.0.1:3700',
    });
    expect(two.slice(4)).toEqual([
      '| / | 98 | 900 | 400 | 100 | 880 | 200 | +200 | +20 | 680 | +220 | 0.000 | 3000 | TBT +200 ms |',
      '| /blog | 97 | 900 | 300 | 100 | 880 | 300 | 0 | +20 | 680 | +220 | 0.000 | 3000 |  |',
      '| **median of the routes** | 97.5 | 900 | 350 | 100 | 880 | 250 | +100 | +20 | 680 | +220 | 0.000 | 3000 |  |',
    ]);
  });
});
