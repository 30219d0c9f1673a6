import { DEFAULT_SITE_URL } from '../deployment.mjs';

/** Where the watch keeps its results, beside the content (like the amounts' history): its name in content/, and its path. */
export const WATCH_FILE_NAME = 'sources-watch.yaml';
export const WATCH_FILE = `content/${WATCH_FILE_NAME}`;

/** The page the watch's User-Agent points to: who reads, and why. */
export const SITE_URL_DEFAULT_ABOUT = `${DEFAULT_SITE_URL}/a-propos`;

/**
 * A polite client's bounds: 20 s per request, 2 MB per page (a terms page is far smaller;
 * a larger answer is not one), 5 redirects, and at most 3 reads at a time (set in watch.ts).
 */
export const WATCH_LIMITS = { timeoutMs: 20_000, maxBytes: 2_000_000, maxRedirects: 5 } as const;

/** A source that answers 404 or 410 for longer than this is shown as gone (a page can be briefly down). */
export const GONE_AFTER_DAYS = 7;

/** Why a read failed: an HTTP error, no answer in time, robots.txt said no, not a page, too large, too many redirects, no connection. */
export const FAILURE_REASONS = ['http', 'timeout', 'robots', 'not-html', 'too-large', 'redirects', 'network'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
