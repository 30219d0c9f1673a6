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

/**
 * A failure that lasts longer than this is news: a page that answers 404 or 410 is shown as
 * gone, and the daily workflow proposes the failure to the writers (a page can be briefly down).
 */
export const GONE_AFTER_DAYS = 7;

/**
 * Why a read failed, each a different thing for a writer to do:
 * - `robots-refused`: the site's robots.txt was read and forbids the page;
 * - `robots-unreachable`: robots.txt could not be read (no answer, a server error), so, politely, the page was not asked for;
 * - `unreachable`: the page's server did not answer (name unknown, connection refused, no answer in time);
 * - `http`: the page answered an HTTP error (its status is kept);
 * - `not-html`, `too-large`, `redirects`: an answer, but not a page the watch can read.
 */
export const FAILURE_REASONS = [
  'robots-refused',
  'robots-unreachable',
  'unreachable',
  'http',
  'not-html',
  'too-large',
  'redirects',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/**
 * What kept an answer from coming, for `unreachable` and `robots-unreachable` (a robots.txt
 * that answered a server error keeps its status instead): no answer in time, no connection,
 * and for robots.txt only, an answer too large or too many redirects.
 */
export const FAILURE_CAUSES = ['timeout', 'network', 'too-large', 'redirects'] as const;
export type FailureCause = (typeof FAILURE_CAUSES)[number];

/**
 * What a page says of an amount of an offer, looked for near the programme's words
 * (amount-match.ts): `found`, the page gives it; `absent`, it gives no amount there at all;
 * `different`, it gives another one there.
 */
export const AMOUNT_STATUSES = ['found', 'absent', 'different'] as const;
