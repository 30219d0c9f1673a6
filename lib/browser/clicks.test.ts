import { describe, expect, it } from 'vitest';
import { clickIntent, type ClickFacts } from './clicks';

const current = new URL('https://www.parrainage-malin.fr/parrainage');
const click = (href: string | null, extra: Partial<ClickFacts> = {}): ClickFacts => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  href,
  target: null,
  download: false,
  current,
  ...extra,
});

describe('clickIntent', () => {
  it('an in-page hash link is handled on the same page', () => {
    expect(clickIntent(click('#comparatif'))).toEqual({ kind: 'same-page', hash: '#comparatif' });
    expect(clickIntent(click('/parrainage#comparatif'))).toEqual({ kind: 'same-page', hash: '#comparatif' });
    expect(clickIntent(click('#'))).toEqual({ kind: 'same-page', hash: '' });
  });
  it('a link to another page of the site is a page navigation, with or without hash', () => {
    const intent = clickIntent(click('/banque/boursobank#le-parrainage-boursobank'));
    expect(intent.kind).toBe('page');
    expect(intent.kind === 'page' && intent.url.pathname).toBe('/banque/boursobank');
    expect(clickIntent(click('/parrainage')).kind).toBe('page');
  });
  it('leaves alone what the browser must handle', () => {
    expect(clickIntent(click('https://www.boursobank.com/')).kind).toBe('none');
    expect(clickIntent(click('/blog', { button: 1 })).kind).toBe('none');
    expect(clickIntent(click('/blog', { modified: true })).kind).toBe('none');
    expect(clickIntent(click('/blog', { target: '_blank' })).kind).toBe('none');
    expect(clickIntent(click('/blog', { target: '_self' })).kind).toBe('page');
    expect(clickIntent(click('/blog', { download: true })).kind).toBe('none');
    expect(clickIntent(click('/blog', { defaultPrevented: true })).kind).toBe('none');
    expect(clickIntent(click(null)).kind).toBe('none');
    expect(clickIntent(click('mailto:contact@parrainage-malin.fr')).kind).toBe('none');
    expect(clickIntent(click('http://[::1')).kind).toBe('none');
  });
});
