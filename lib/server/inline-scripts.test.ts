import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsedInlineScripts } from '../../e2e/page-checks/html-scripts';
import { inlineScriptHashes, inlineScripts } from './inline-scripts.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** What React and Next.js write: attribute values with « > » escaped, script text with « </script » escaped. */
const RENDERED = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><script>(function(){var t=localStorage.getItem("theme")})()</script>
  <script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"WebPage","name":"a &gt; b"}</script>
  <style>p{color:red}</style></head><body><div title="a &gt; b"><p>Prime</p></div>
  <script src="/_next/static/chunks/b.js" noModule=""></script><script id="_R_">self.__next_f=self.__next_f||[]</script>
  <script>self.__next_f.push([1,"x \\u003c/script> y > z"])</script><script type="module">import "x"</script>
  <SCRIPT TYPE=" TEXT/JavaScript ">b()</SCRIPT ><script type=text/plain>not run</script></body></html>`;

describe('inlineScripts (the server’s scan)', () => {
  it('reads the text of each script the browser runs inline, in order, as written', () => {
    expect(inlineScripts(RENDERED)).toEqual([
      '(function(){var t=localStorage.getItem("theme")})()',
      'self.__next_f=self.__next_f||[]',
      'self.__next_f.push([1,"x \\u003c/script> y > z"])',
      'import "x"',
      'b()',
    ]);
  });

  it('reads what a browser’s HTML parser reads in what the renderer writes', () => {
    expect(inlineScripts(RENDERED)).toEqual(parsedInlineScripts(RENDERED));
  });

  it('gives one sha256 source per distinct script', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script>é()</script>')).toEqual([sha('a()'), sha('é()')]);
    expect(inlineScriptHashes('<p>rien</p>')).toEqual([]);
  });
});
