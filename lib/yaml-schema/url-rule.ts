/**
 * An https address with a domain name (at least one dot), no space, and no
 * identifier or password before the domain (`https://nom:secret@…`): such an
 * address would publish a credential, and it can hide the real destination
 * (`https://www.fortuneo.fr@autre.example/`). The same policy as SITE_URL
 * (lib/deployment.mjs). A `@` after the domain (`https://medium.com/@auteur`) is a path.
 */
const HTTPS_URL = /^https:\/\/[^\s/@]+\.[^\s/@]+(\/\S*)?$/;

/** The one address rule of the content: frontmatter fields, sources and content/codes.yaml. */
export function isHttpsUrl(text: string): boolean {
  return HTTPS_URL.test(text);
}
