import { firestoreTarget } from '@/lib/primes/config';

/**
 * Runs once when the server starts. Configuration errors never get this far:
 * next.config.mjs stops `next start` first (lib/site-config.mjs).
 * - The request guard (lib/server/request-guard.ts) answers unsupported methods and
 *   sets the security headers before Next.js handles anything.
 * - A build without any Firestore configuration says it serves the default document.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installRequestGuard } = await import('@/lib/server/request-guard');
    installRequestGuard(JSON.parse(process.env.SITE_SECURITY_HEADERS ?? '[]'));
  }
  const target = firestoreTarget();
  if (target.kind === 'static' && target.reason === 'unconfigured') {
    console.warn('Firestore non configuré : le site sert le document par défaut du dépôt (voir README, section Firestore).');
  }
}
