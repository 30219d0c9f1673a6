import { describe, expect, it } from 'vitest';
import { withInlineStylesheets, withoutScripts } from './page-proxy.mjs';

describe('withoutScripts', () => {
  it('removes inline and external scripts and script preloads, keeps JSON-LD and the rest', () => {
    const html = [
      '<head><link rel="preload" as="script" fetchPriority="low" href="/a.js"/><link rel="stylesheet" href="/s.css"/>',
      '<script src="/a.js" async=""></script><script>(function(){})()</script></head>',
      '<body><p>Texte</p><script type="application/ld+json">{"@type":"Article"}</script>',
      '<script>self.__next_f.push([1,"x"])</script></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css"/></head><body><p>Texte</p><script type="application/ld+json">{"@type":"Article"}</script></body>',
    );
  });
});

describe('withInlineStylesheets', () => {
  it('writes each linked stylesheet in its place, asking once per file, and leaves a page without one as it is', async () => {
    const asked: string[] = [];
    const stylesheet = async (href: string) => {
      asked.push(href);
      return `.from{content:"${href}"}`;
    };
    const html =
      '<head><link rel="stylesheet" href="/s.css" data-precedence="next"/><link rel="icon" href="/i.svg"/></head><body><link href="/s.css" rel="stylesheet"/></body>';
    expect(await withInlineStylesheets(html, stylesheet)).toBe(
      '<head><style data-href="/s.css">.from{content:"/s.css"}</style><link rel="icon" href="/i.svg"/></head><body><style data-href="/s.css">.from{content:"/s.css"}</style></body>',
    );
    expect(asked).toEqual(['/s.css']);
    const inline = '<head><style>.a{color:red}</style></head>';
    expect(await withInlineStylesheets(inline, stylesheet)).toBe(inline);
  });
});
