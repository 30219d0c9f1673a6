import { expect } from '@playwright/test';
import { inlineCodeOutsideScripts, inlineScriptHashes } from '../../lib/server/inline-scripts.mjs';

/**
 * A served page runs its inline scripts by their hashes and nothing else inline: its policy's
 * script-src has no 'unsafe-inline', names exactly the hashes of the scripts in this very
 * body (a hash missing would block a script; one too many would allow a script not there),
 * and the page has no event-handler attribute nor javascript: address, which no hash allows.
 */
export function expectScriptsByHash(html: string, policy: string | null | undefined, what: string) {
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
  expect(new Set(hashes), `${what}: the hashes of the page's own inline scripts`).toEqual(new Set(inlineScriptHashes(html)));
  expect(hashes.length, `${what}: inline scripts`).toBeGreaterThan(0);
  expect(inlineCodeOutsideScripts(html), `${what}: inline code no hash can allow`).toEqual([]);
}
