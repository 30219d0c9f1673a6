import { describe, expect, it } from 'vitest';
import { sideBySideTable, type RouteFigures } from './side-by-side-table.mjs';
import { side } from './lighthouse-side.test-helper';

describe('sideBySideTable', () => {
  it('puts ours, the limit and each peer page side by side per route, with the machine index of every run', () => {
    const rows: RouteFigures[] = [
      {
        route: '/',
        page: side(73, 2540.4, 1294.2, [1550, 2000, 2820]),
        limit: side(100, 910, 40, [1900, 2100, 2200]),
        peers: [
          { route: '/', ...side(80, 3640, 324, [2000, 2100, 2300]) },
          { route: '/blog/x', ...side(72, 3690, 516, [1800, 2500, 2600]) },
        ],
      },
      {
        route: '/parrainage',
        page: side(76, 2580, 962, [2400, 2500, 2600]),
        limit: side(100, 930, 30, [2400, 2500, 2600]),
        peers: [
          { route: '/', ...side(82, 3500, 300, [2400, 2500, 2600]) },
          { route: '/blog/x', ...side(70, 3800, 600, [2400, 2500, 2600]) },
        ],
      },
    ];
    expect(sideBySideTable('devtools', rows, 3)).toEqual([
      '### Side by side — throttling: devtools — median of 3 runs per page; each cell: ours / limit / peer `/` / peer `/blog/x`',
      '',
      '| route | perf | LCP ms | TBT ms | benchmarkIndex (min–max of every run) |',
      '|---|---|---|---|---|',
      '| / | 73 / 100 / 80 / 72 | 2540 / 910 / 3640 / 3690 | 1294 / 40 / 324 / 516 | 2000 / 2100 / 2100 / 2500 (1550–2820) |',
      '| /parrainage | 76 / 100 / 82 / 70 | 2580 / 930 / 3500 / 3800 | 962 / 30 / 300 / 600 | 2500 / 2500 / 2500 / 2500 (2400–2600) |',
      '| **median of the routes** | 74.5 / 100 / 81 / 71 | 2560 / 920 / 3570 / 3745 | 1128 / 35 / 312 / 558 | 2250 / 2300 / 2300 / 2500 (1550–2820) |',
    ]);
  });

  it('without a peer, still ours beside the limit, and no median row for one route', () => {
    const lines = sideBySideTable(
      'simulate',
      [{ route: '/', page: side(100, 885, 49, [3100]), limit: side(100, 680, 1, [3000]), peers: [] }],
      1,
    );
    expect(lines[0]).toBe('### Side by side — throttling: simulate — median of 1 run per page; each cell: ours / limit');
    expect(lines.slice(2)).toEqual([
      '| route | perf | LCP ms | TBT ms | benchmarkIndex (min–max of every run) |',
      '|---|---|---|---|---|',
      '| / | 100 / 100 | 885 / 680 | 49 / 1 | 3100 / 3000 (3000–3100) |',
    ]);
  });

  it('leaves a dash where a peer page was not measured beside the route, and says how many runs the limit had', () => {
    const peer = { route: '/', ...side(80, 3640, 324, [2000]) };
    const lines = sideBySideTable(
      'simulate',
      [
        { route: '/', page: side(90, 1100, 400, [2000, 2100, 2200]), limit: side(100, 900, 50, [2050]), peers: [peer] },
        { route: '/banque', page: side(92, 1000, 300, [2000, 2100, 2200]), limit: side(100, 880, 40, [2050]), peers: [] },
      ],
      3,
      { limitPasses: 1 },
    );
    expect(lines[0]).toBe(
      '### Side by side — throttling: simulate — median of 3 runs per page (limit: 1 run); each cell: ours / limit / peer `/` (– : not measured beside this route)',
    );
    expect(lines[5]).toBe('| /banque | 92 / 100 / – | 1000 / 880 / – | 300 / 40 / – | 2100 / 2050 / – (2000–2200) |');
    expect(lines[6]).toBe(
      '| **median of the routes** | 91 / 100 / 80 | 1050 / 890 / 3640 | 350 / 45 / 324 | 2100 / 2050 / 2000 (2000–2200) |',
    );
  });
});
