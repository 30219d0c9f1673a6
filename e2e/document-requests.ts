import type { Page } from '@playwright/test';

/** Every full page load of the main frame (a document request), with its path and time. Client-side transitions make none. */
export function documentRequests(page: Page): { readonly paths: string[]; readonly times: number[] } {
  const loads = { paths: [] as string[], times: [] as number[] };
  page.on('request', (request) => {
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return;
    loads.paths.push(new URL(request.url()).pathname);
    loads.times.push(Date.now());
  });
  return loads;
}
