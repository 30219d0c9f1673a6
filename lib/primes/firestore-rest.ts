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
function decodeFields(fields: Readonly<Record<string, RestValue>> | undefined): Record<string, unknown> {
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

function settingsDocumentUrl(target: Exclude<FirestoreTarget, { kind: 'static' }>): string {
  const path = `projects/${target.projectId}/databases/(default)/documents/${SETTINGS_COLLECTION}/${SETTINGS_DOCUMENT}`;
  return target.kind === 'emulator'
    ? `http://${target.host}:${target.port}/v1/${path}`
    : `https://firestore.googleapis.com/v1/${path}?key=${encodeURIComponent(target.apiKey)}`;
}

/**
 * The server reads through Firestore's REST API rather than the SDK because a
 * fetch can be aborted: the SDK's read cannot, and the lite SDK would keep a build
 * worker waiting five minutes on a server that never answers.
 */
export function restSettingsReader(target: Exclude<FirestoreTarget, { kind: 'static' }>, init: RequestInit = {}): SettingsReader {
  return async (signal) => {
    const response = await fetch(settingsDocumentUrl(target), { ...init, signal });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Firestore answered HTTP ${response.status}`);
    const body = (await response.json()) as { fields?: Record<string, RestValue>; updateTime?: unknown };
    const fields = decodeFields(body.fields);
    // A time Firestore did not give, or gave malformed, is left out rather than shown wrong.
    return typeof body.updateTime === 'string' && Number.isFinite(Date.parse(body.updateTime))
      ? { fields, updateTime: body.updateTime }
      : { fields };
  };
}
