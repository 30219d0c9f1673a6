import { describe, expect, it } from 'vitest';
import { withoutScripts } from './page-proxy.mjs';

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
