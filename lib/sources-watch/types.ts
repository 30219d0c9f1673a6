import type { FailureCause, FailureReason } from './config';

/**
 * A failure of the reads of one address, from its first day to its last (the last run that
 * failed): the same reason and status every day in between, or it is another failure.
 */
export type WatchFailure = {
  readonly reason: FailureReason;
  /** The HTTP status of the answer, when there was one (`http`, `not-html`, a robots.txt's server error). */
  readonly status?: number;
  /** What kept an answer from coming (`unreachable`, `robots-unreachable` without a status). */
  readonly cause?: FailureCause;
  /** YYYY-MM-DD: the first day of this failure. */
  readonly first: string;
  /** YYYY-MM-DD: the last day it failed so. */
  readonly last: string;
};

/**
 * What the watch keeps per address (content/sources-watch.yaml): see watch.ts. Everything but
 * `failure` is the last successful reading, which a failure leaves as it was.
 */
export type WatchedSource = {
  readonly url: string;
  /** The records (provider keys) that cite this address. */
  readonly records: readonly string[];
  /** YYYY-MM-DD: the last day its text was read (absent until one read succeeds). */
  readonly read?: string;
  /** SHA-256 of its normalised main text, from the last successful read. */
  readonly fingerprint?: string;
  /** A short fingerprint per passage of that text, in page order: what lets a change be summarised. */
  readonly passages?: readonly string[];
  /** The day this address was first read successfully. */
  readonly since?: string;
  /** The last day its fingerprint changed (never set by the first read). */
  readonly changed?: string;
  /** Where the last successful read ended, when redirects took it elsewhere. */
  readonly finalUrl?: string;
  /** Why the reads fail, while they do; absent once one succeeds again. */
  readonly failure?: WatchFailure;
};

export type WatchState = { readonly sources: readonly WatchedSource[] };
