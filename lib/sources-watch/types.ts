/** The watch's types, from its file's schema (schema.ts). */
export type { WatchedAmount, WatchedSource, WatchFailure, WatchState } from './schema';
