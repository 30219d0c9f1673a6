import type { FirestoreTarget } from './primes/config';

export declare const FIRESTORE_ORIGIN: string;
export declare function contentSecurityPolicy(options: { development: boolean; firestore?: FirestoreTarget }): string;
export declare function securityHeaders(options: {
  development: boolean;
  preview: boolean;
  firestore?: FirestoreTarget;
}): { key: string; value: string }[];
