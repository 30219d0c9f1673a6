import { firestoreTarget } from './config';
import { SETTINGS_COLLECTION, SETTINGS_DOCUMENT } from './document';
import { toGlobalValues } from './derive';
import { readGlobalValues, type SettingsReader } from './read-settings';
import type { GlobalValues } from './types';

const BROWSER_READ_TIMEOUT_MS = 5_000;

/**
 * The browser's read of the settings document. The Firebase SDK is imported here,
 * inside the call, so that it is a separate chunk loaded after the page is shown
 * and never part of a page's first-load JavaScript.
 */
export const sdkReader =
  (target: Exclude<ReturnType<typeof firestoreTarget>, { kind: 'static' }>): SettingsReader =>
  async () => {
    const [{ getApps, initializeApp }, firestore] = await Promise.all([import('firebase/app'), import('firebase/firestore/lite')]);
    // One app per target, so that a second target (tests) never reuses the first one's connection.
    const name = target.kind === 'emulator' ? `emulator-${target.host}-${target.port}` : '[DEFAULT]';
    const existing = getApps().find((app) => app.name === name);
    const app =
      existing ??
      initializeApp(
        target.kind === 'production'
          ? { apiKey: target.apiKey, projectId: target.projectId, appId: target.appId, authDomain: target.authDomain }
          : { projectId: target.projectId },
        name,
      );
    const db = firestore.getFirestore(app);
    if (!existing && target.kind === 'emulator') firestore.connectFirestoreEmulator(db, target.host, target.port);
    const snapshot = await firestore.getDoc(firestore.doc(db, SETTINGS_COLLECTION, SETTINGS_DOCUMENT));
    return snapshot.exists() ? snapshot.data() : null;
  };

export async function fetchGlobalValuesInBrowser(): Promise<GlobalValues> {
  const target = firestoreTarget();
  if (target.kind === 'static') {
    const { default: document } = await import('./default-document.json');
    return toGlobalValues(document);
  }
  return readGlobalValues(sdkReader(target), { timeoutMs: BROWSER_READ_TIMEOUT_MS });
}
