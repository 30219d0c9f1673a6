/*
 * Set once the page's first client components have hydrated. The page's tree outside
 * Next.js's own boundaries hydrates in one pass, so an island or a kept block of server
 * markup rendered before this is hydrating the server's HTML, and one rendered later is
 * mounted by a client-side navigation and must render in full.
 */
let hydrated = false;

export function pageHasHydrated(): boolean {
  return hydrated;
}

export function notePageHydrated(): void {
  hydrated = true;
}
