import { firestoreTarget } from '@/lib/primes/config';

/**
 * Runs once when the server starts. Configuration errors never get this far:
 * next.config.mjs stops the server first (lib/site-config.mjs).
 * A build without any Firestore configuration says it serves the default document.
 * The request guard is not installed here: server.mjs runs it before Next.js
 * (lib/server/guarded-server.mjs; UPGRADING.md, "Request guard").
 */
export async function register(): Promise<void> {
  const target = firestoreTarget();
  if (target.kind === 'static' && target.reason === 'unconfigured') {
    console.warn('Firestore non configuré : le site sert le document par défaut du dépôt (voir README, section Firestore).');
  }
}
