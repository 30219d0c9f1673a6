import { SETTINGS_COLLECTION, SETTINGS_DOCUMENT } from './document';
import type { FirestoreTarget } from './config';
import type { SettingsReader } from './read-settings';

type RestValue = {
  integerValue?: string;
  doubleValue?: number;
  stringValue?: string;
  booleanValue?: boolean;
  nullValue?: null;
};

/** Firestore REST values → plain values (numbers stay numbers; others are kept so they can be reported). */
export function decodeFields(fields: Readonly<Record<string, RestValue>> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value.integerValue !== undefined) out[key] = Number(value.integerValue);
    else if (value.doubleValue !== undefined) out[key] = value.doubleValue;
    else if (value.stringValue !== undefined) out[key] = value.stringValue;
    else if (value.booleanValue !== undefined) out[key] = value.booleanValue;
    else out[key] = value;
  }
  return out;
}

export function settingsDocumentUrl(target: Exclude<FirestoreTarget, { kind: 'static' }>): string {
  const path = `projects/${target.projectId}/databases/(default)/documents/${SETTINGS_COLLECTION}/${SETTINGS_DOCUMENT}`;
  return target.kind === 'emulator'
    ? `http://${target.host}:${target.port}/v1/${path}`
    : `https://firestore.googleapis.com/v1/${path}?key=${encodeURIComponent(target.apiKey)}`;
}

/** One GET: the status and the body as text. */
export type HttpGet = (url: string, signal: AbortSignal) => Promise<{ readonly status: number; readonly text: string }>;

const fetchGet: HttpGet = async (url, signal) => {
  const response = await fetch(url, { signal });
  return { status: response.status, text: await response.text() };
};

/**
 * The server reads through Firestore's REST API rather than the SDK because a
 * request can be aborted: the SDK's read cannot, and the lite SDK would keep a build
 * worker waiting five minutes on a server that never answers.
 */
export function restSettingsReader(target: Exclude<FirestoreTarget, { kind: 'static' }>, get: HttpGet = fetchGet): SettingsReader {
  return async (signal) => {
    const { status, text } = await get(settingsDocumentUrl(target), signal);
    if (status === 404) return null;
    if (status < 200 || status > 299) throw new Error(`Firestore answered HTTP ${status}`);
    const body = JSON.parse(text) as { fields?: Record<string, RestValue> };
    return decodeFields(body.fields);
  };
}
