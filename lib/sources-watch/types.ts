import type { FailureReason } from './config';

/** What the watch keeps per address (content/sources-watch.yaml): see watch.ts. */
export type WatchFailure = { readonly reason: FailureReason; readonly status?: number; readonly since: string };

export type WatchedSource = {
  readonly url: string;
  /** The records (provider keys) that cite this address. */
  readonly records: readonly string[];
  /** YYYY-MM-DD: the last day it was read. */
  readonly read: string;
  /** SHA-256 of its normalised main text, from the last successful read. */
  readonly fingerprint?: string;
  /** A short fingerprint per passage of that text, in page order: what lets a change be summarised. */
  readonly passages?: readonly string[];
  /** The day this address was first read successfully. */
  readonly since?: string;
  /** The last day its fingerprint changed (never set by the first read). */
  readonly changed?: string;
  /** Where the read ended, when redirects took it elsewhere. */
  readonly finalUrl?: string;
  readonly failure?: WatchFailure;
};

export type WatchState = { readonly sources: readonly WatchedSource[] };
