import { getApps, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore/lite';
import type { FirestoreTarget } from './config';
import { SETTINGS_COLLECTION, SETTINGS_DOCUMENT } from './document';
import type { SettingsReader } from './read-settings';

export type RemoteTarget = Exclude<FirestoreTarget, { kind: 'static' }>;

/**
 * The Firebase SDK's read of the settings document. In the browser it runs inside
 * the settings worker (lib/primes/settings.worker.ts): evaluating the SDK costs
 * about 100 ms of a mid-range phone's main thread, which would otherwise land
 * right after hydration.
 */
export const sdkReader =
  (target: RemoteTarget): SettingsReader =>
  async () => {
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
    const db = getFirestore(app);
    if (!existing && target.kind === 'emulator') connectFirestoreEmulator(db, target.host, target.port);
    const snapshot = await getDoc(doc(db, SETTINGS_COLLECTION, SETTINGS_DOCUMENT));
    // The SDK's snapshot keeps the document's update time private: the browser reads fields only.
    return snapshot.exists() ? { fields: snapshot.data() } : null;
  };
