import type { Page } from '@playwright/test';

/**
 * Collects every Content Security Policy violation the page meets, from the browser's console
 * and from the document's own `securitypolicyviolation` events. Call before the page loads.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}
