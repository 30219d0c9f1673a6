import { describe, expect, it } from 'vitest';
import { htmlElements, leastSquares, lengthenedArticle, slopeRoute, slopeTable, summariseSlope } from './length-slope.mjs';

describe('lengthenedArticle', () => {
  const guide = '---\ntitle: "Parrainage X"\ndescription: "Tout sur X."\nprovider: X\nshortTitle: "X"\n---\n\nCorps.\n\n## Titre\n';

  it('repeats the body under its own title, description and short title, the rest of the frontmatter kept', () => {
    const long = lengthenedArticle(guide, 4);
    expect(long).toContain('title: "Parrainage X (mesure\u00a0: 4 fois plus long)"');
    expect(long).toContain('description: "Tout sur X. Version 4 fois plus longue, pour la mesure."');
    expect(long).toContain('shortTitle: "X 4×"');
    expect(long).toContain('provider: X');
    expect(long.match(/## Titre/g)).toHaveLength(4);
    expect(lengthenedArticle(guide, 1).match(/Corps\./g)).toHaveLength(1);
  });

  it('refuses a file without frontmatter', () => {
    expect(() => lengthenedArticle('Corps seul', 2)).toThrow(/frontmatter/);
  });

  it('names the copies apart from the real guide', () => {
    expect(slopeRoute(1)).toBe('/blog/parrainage-boursobank');
    expect(slopeRoute(4)).toBe('/blog/parrainage-boursobank-longueur-4x');
  });
});

describe('leastSquares', () => {
  it('finds the slope and intercept of a straight line, and of a noisy one', () => {
    const straight = leastSquares([1, 2, 4], [300, 400, 600]);
    expect(straight.slope).toBeCloseTo(100);
    expect(straight.intercept).toBeCloseTo(200);
    const noisy = leastSquares([1, 2, 4], [310, 390, 600]);
    expect(noisy.slope).toBeCloseTo(97.86, 1);
  });
});

describe('htmlElements', () => {
  it('counts the elements of the page outside its scripts', () => {
    expect(htmlElements('<html><body><p>a<br/><span>b</span></p><script>if (a<b) x("<p>")</script></body></html>')).toBe(5);
  });
});

describe('summariseSlope and slopeTable', () => {
  const run = (factor: number, noise: number) => ({
    tbt: 300 + 100 * factor + noise,
    mainThreadMs: 2000 + 500 * factor,
    benchmarkIndex: 2000,
    scriptEvaluation: 1000 + 50 * factor,
    styleLayout: 200 + 150 * factor,
  });
  const pages = [1, 2, 4].map((factor) => ({
    factor,
    route: `/r${factor}`,
    weight: { htmlBytes: 50_000 * factor, htmlElements: 600 * factor, serverElements: 240 },
    byMethod: { simulate: [run(factor, 0), run(factor, 30), run(factor, -30)] },
  }));

  it('takes the median of the runs of each page and the slope per added length', () => {
    const result = summariseSlope(pages, ['simulate']);
    const simulate = result.byMethod.simulate;
    expect(simulate?.medians.map((row) => row.values.tbt)).toEqual([400, 500, 700]);
    expect(simulate?.slopes.tbt?.slope).toBeCloseTo(100);
    expect(simulate?.slopes.styleLayout?.slope).toBeCloseTo(150);
    expect(simulate?.slopes.scriptEvaluation?.slope).toBeCloseTo(50);
  });

  it('prints the pages and, per method, each figure at each length with its slope', () => {
    const lines = slopeTable(summariseSlope(pages, ['simulate']));
    expect(lines).toContain('| 4× /r4 | 195.3 | 2400 | 240 |');
    expect(lines).toContain('| tbt | 400 | 500 | 700 | 100 |');
    expect(lines).toContain('| styleLayout | 350 | 500 | 800 | 150 |');
  });
});
