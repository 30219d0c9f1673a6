import { describe, expect, it } from 'vitest';
import { inlineCodeOutsideScripts, parsedInlineScripts } from '../e2e/page-checks/html-scripts';

describe('parsedInlineScripts (a browser’s reading, for the end-to-end checks)', () => {
  it('follows the HTML parser: attributes holding « > », a string holding « </scrip », noscript and template', () => {
    const html = `<div title="a > b"><script data-x="</script>">c("</scrip" + "t>")</script></div>
      <noscript><script>not parsed as a script</script></noscript><template><script>inert</script></template>
      <script type="application/ld+json">{}</script><script type="">d()</script>`;
    expect(parsedInlineScripts(html)).toEqual(['c("</scrip" + "t>")', 'd()']);
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
