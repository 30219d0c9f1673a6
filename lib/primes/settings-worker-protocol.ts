import type { RemoteTarget } from './sdk-reader';

/** What the page sends the settings worker: where to read. */
export type SettingsRequest = RemoteTarget;

/** What the worker answers: the document's fields (null when it does not exist), or why the read failed. */
export type SettingsReply =
  { readonly ok: true; readonly fields: Readonly<Record<string, unknown>> | null } | { readonly ok: false; readonly error: string };
