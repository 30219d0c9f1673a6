import { describe, expect, it } from 'vitest';
import { linkNavigation, prefetchTarget } from './link-navigation';

const current = new URL('https://www.parrainage-malin.fr/parrainage');

describe('linkNavigation', () => {
  it('an in-page hash link is landed on by the site, on the same page', () => {
    expect(linkNavigation('#comparatif', current, false)).toEqual({ kind: 'same-page', hash: '#comparatif' });
    expect(linkNavigation('/parrainage#comparatif', current, false)).toEqual({ kind: 'same-page', hash: '#comparatif' });
    expect(linkNavigation('#', current, false)).toEqual({ kind: 'same-page', hash: '' });
    // Even after a new build: nothing is loaded for a place on the page shown.
    expect(linkNavigation('#comparatif', current, true)).toEqual({ kind: 'same-page', hash: '#comparatif' });
  });
  it('another page of the site is a client-side transition, with or without hash', () => {
    expect(linkNavigation('/banque/boursobank#le-parrainage-boursobank', current, false)).toEqual({ kind: 'client' });
    expect(linkNavigation('/parrainage?tri=filleul', current, false)).toEqual({ kind: 'client' });
    expect(linkNavigation('/parrainage', current, false)).toEqual({ kind: 'client' });
  });
  it('once a newer build is online, another page loads in full', () => {
    expect(linkNavigation('/banque', current, true)).toEqual({ kind: 'full-load' });
  });
});

describe('prefetchTarget', () => {
  it('names the page another link leads to, never the page shown or another site', () => {
    expect(prefetchTarget('/banque#frais', current)).toBe('/banque');
    expect(prefetchTarget('#comparatif', current)).toBeUndefined();
    expect(prefetchTarget('https://www.boursobank.com/', current)).toBeUndefined();
  });
});
