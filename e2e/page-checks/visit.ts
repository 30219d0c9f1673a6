import type { Page } from '@playwright/test';

/**
 * One load of one route at one width, shared by every per-route check (e2e/pages.spec.ts):
 * the page as the browser shows it, and the HTML the server sent for it.
 */
export type Visit = {
  readonly page: Page;
  readonly route: string;
  /** The document's HTML as served, before any script ran. */
  readonly html: string;
  readonly width: number;
};
