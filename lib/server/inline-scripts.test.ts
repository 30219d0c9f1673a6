import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCodeOutsideScripts, inlineScriptHashes, inlineScripts } from './inline-scripts.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScripts', () => {
  it('reads the text of each script the browser runs inline, in order, as written', () => {
    const html = `<!DOCTYPE html><html><head><script>var a = "&amp;";</script>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script type="application/ld+json">{"@type":"WebPage"}</script></head>
      <body><script type="module">import "x"</script><script type=" TEXT/JavaScript ">b()</script>
      <script type="text/plain">not run</script><script id="_R_">self.__next_f.push([1,"x > y"])</script></body></html>`;
    expect(inlineScripts(html)).toEqual(['var a = "&amp;";', 'import "x"', 'b()', 'self.__next_f.push([1,"x > y"])']);
  });

  it('follows the HTML parser where a pattern would not: attributes holding « > », a string holding « </scrip », noscript and template', () => {
    const html = `<div title="a > b"><script data-x="</script>">c("</scrip" + "t>")</script></div>
      <noscript><script>not parsed as a script</script></noscript><template><script>inert</script></template>`;
    expect(inlineScripts(html)).toEqual(['c("</scrip" + "t>")']);
  });

  it('gives one sha256 source per distinct script', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script>é()</script>')).toEqual([sha('a()'), sha('é()')]);
    expect(inlineScriptHashes('<p>rien</p>')).toEqual([]);
  });
});

describe('inlineCodeOutsideScripts', () => {
  it('finds event-handler attributes and javascript: addresses, however they are spelled', () => {
    const html = `<a href=" jav&#x09;ascript:alert(1)">x</a><button onclick="f()">y</button><img src="/logo.svg" alt="javascript: rien">
      <svg><a xlink:href="JavaScript:go()"><text>z</text></a></svg><a href="/banque">ok</a>`;
    expect(inlineCodeOutsideScripts(html)).toEqual(['<a href="javascript:…">', '<button onclick>', '<a href="javascript:…">']);
    expect(inlineCodeOutsideScripts('<a href="/parrainage">comparer</a>')).toEqual([]);
  });
});
