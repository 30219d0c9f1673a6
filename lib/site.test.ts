import { describe, expect, it } from 'vitest';
import { publisherName, SITE } from './site';

describe('the site’s publisher (lib/site.ts)', () => {
  it('is not filled in yet: only the owner can give it', () => {
    expect(SITE.publisher).toBeNull();
    expect(publisherName()).toBeNull();
  });

  it('gives the owner’s name once filled in, and treats a blank name as missing', () => {
    expect(publisherName({ publisher: { name: '  Camille Martin ' } })).toBe('Camille Martin');
    expect(publisherName({ publisher: { name: '   ' } })).toBeNull();
    expect(publisherName({ publisher: null })).toBeNull();
  });
});
