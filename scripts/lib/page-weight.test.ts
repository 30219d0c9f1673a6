import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineFlight, pageWeight } from './page-weight.mjs';

// The shape Next.js 16 inlines (a bootstrap push, then text rows), reduced to a few rows.
const push = (row: unknown[]) => `<script>self.__next_f.push(${JSON.stringify(row)})</script>`;
const FLIGHT = [
  '1:"$Sreact.fragment"\n',
  '4:"/_next/static/chunks/a.js"\n',
  '6:I[39756,["$4"],"default"]\n',
  '7:I[82157,["$4"],"Link"]\n',
  '2:["$","main",null,{"children":[["$","$L6",null,{}],["$","$L7",null,{"href":"/"}],["$","$L7",null,{"href":"/blog"}],"$L2a"]}]\n',
].join('');
const HTML = `<html><body><p>Texte</p>${push([0])}${push([1, FLIGHT.slice(0, 40)])}${push([1, FLIGHT.slice(40)])}</body></html>`;

describe('pageWeight', () => {
  it('reassembles the payload split across scripts', () => {
    expect(inlineFlight(HTML)).toBe(FLIGHT);
  });

  it('counts client modules and the elements that use them, not other lazy references', () => {
    const weight = pageWeight(HTML);
    expect(weight.clientComponents).toBe(2);
    expect(weight.clientInstances).toBe(3);
  });

  it('counts the HTML elements the page data describes, not client components or other rows', () => {
    expect(pageWeight(HTML).serverElements).toBe(1);
    const svg = `<html><body>${push([1, '2:["$","p",null,{"children":["$","svg",null,{"children":[["$","rect",null,{}],["$","text",null,{"children":"[\\"$\\",\\"b\\""}]]}]}]\n'])}</body></html>`;
    expect(pageWeight(svg).serverElements).toBe(4);
  });

  it('counts the page-data scripts, markup included', () => {
    expect(pageWeight(HTML).inlineDataBytes).toBe(Buffer.byteLength(HTML) - Buffer.byteLength('<html><body><p>Texte</p></body></html>'));
  });

  it('weighs the HTML as gzip sends it: a repeated text costs less than its length', () => {
    expect(pageWeight(HTML).htmlGzipBytes).toBe(gzipSync(HTML).length);
    const twice = HTML.replace('<p>Texte</p>', `<p>${'Texte '.repeat(200)}</p>`);
    // 1,200 bytes more, a few dozen more on the wire.
    expect(pageWeight(twice).htmlGzipBytes - pageWeight(HTML).htmlGzipBytes).toBeLessThan(60);
  });

  it('tells apart the copies of the inlined stylesheet, and finds none when there is no such copy', () => {
    const css = '.a{content:"é"}\n.b{color:red}';
    const row = (id: number) => `${id}:T${Buffer.byteLength(css).toString(16)},${css}`;
    const flight = `1:"$Sreact.fragment"\n${row(2)}${row(3)}4:["$","style",null,{"children":"$2"}]\n`;
    const html = `<html><head><style data-precedence="next" data-href="/_next/static/chunks/x.css">${css}</style></head><body>${push([0])}${push([1, flight])}</body></html>`;
    expect(pageWeight(html).stylesheetCopyBytes).toBe(2 * Buffer.byteLength(JSON.stringify(css).slice(1, -1)));
    expect(pageWeight(html).stylesheetCopies).toBe(2);
    // A plain <style>, as a component would render it, copied into the data counts the same.
    expect(pageWeight(html.replace(/<style[^>]*>/, '<style>')).stylesheetCopyBytes).toBe(
      2 * Buffer.byteLength(JSON.stringify(css).slice(1, -1)),
    );
    const referenced = `<html><head><style>${css}</style></head><body>${push([0])}${push([1, '1:I[5,[],"SiteStyles"]\n2:["$","$L1",null,{}]\n'])}</body></html>`;
    expect(pageWeight(referenced).stylesheetCopyBytes).toBe(0);
    expect(pageWeight(referenced).stylesheetCopies).toBe(0);
    expect(pageWeight(HTML).stylesheetCopyBytes).toBe(0);
  });
});
