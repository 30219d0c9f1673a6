import { expect } from '@playwright/test';
import { inlineCodeOutsideScripts, parsedScriptHashes } from './html-scripts';

/**
 * A served page runs its inline scripts by their hashes and nothing else inline: its policy's
 * script-src has no 'unsafe-inline', names exactly the hashes of the scripts in this very
 * body as a browser's HTML parser reads it (a hash missing would block a script; one too many
 * would allow a script not there: this also holds the server's quick scan to the parser),
 * and the page has no event-handler attribute nor javascript: address, which no hash allows.
 */
export function expectScriptsByHash(html: string, policy: string | null | undefined, what: string) {
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
  expect(new Set(hashes), `${what}: the hashes of the page's own inline scripts`).toEqual(new Set(parsedScriptHashes(html)));
  expect(hashes.length, `${what}: inline scripts`).toBeGreaterThan(0);
  expect(inlineCodeOutsideScripts(html), `${what}: inline code no hash can allow`).toEqual([]);
}
