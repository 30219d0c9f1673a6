import { describe, expect, it } from 'vitest';
import { isHttpsUrl } from './url-rule';

describe('isHttpsUrl (every address of the content)', () => {
  it.each([
    'https://www.joko.com/',
    'https://www.joko.com',
    'https://fr.igraal.com/parrainage?parrain=x',
    'https://medium.com/@auteur/article',
    'https://www.joko.com:443/a',
  ])('accepts %s', (url) => expect(isHttpsUrl(url)).toBe(true));

  it.each([
    ['http, not https', 'http://www.joko.com/'],
    ['an identifier and a password', 'https://a:b@www.joko.com/'],
    ['an identifier that hides the real domain', 'https://www.fortuneo.fr@autre.example/'],
    ['no dot in the domain', 'https://joko/'],
    ['a space', 'https://www.joko.com/a b'],
    ['no scheme', 'www.joko.com'],
  ])('refuses %s', (_case, url) => expect(isHttpsUrl(url)).toBe(false));
});
