import { firestoreTarget } from '@/lib/primes/config';

/**
 * Runs once when the server starts: a malformed or incomplete Firestore
 * configuration stops it with one message per variable, instead of pages quietly
 * showing no amounts.
 */
export function register(): void {
  const target = firestoreTarget();
  if (target.kind === 'static' && target.reason === 'unconfigured') {
    console.warn('Firestore non configuré : le site sert le document par défaut du dépôt (voir README, section Firestore).');
  }
}
