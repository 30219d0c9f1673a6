import type { FirestoreTarget } from './config';

export type PublicEnv = {
  readonly apiKey?: string;
  readonly projectId?: string;
  readonly appId?: string;
  readonly authDomain?: string;
  readonly emulatorHost?: string;
  readonly source?: string;
};
export type ParsedTarget = { readonly target: FirestoreTarget; readonly errors: readonly [] } | { readonly errors: readonly string[] };

export declare const DEFAULT_EMULATOR_PROJECT: string;
export declare const FIRESTORE_VARIABLES: Readonly<Record<keyof PublicEnv, string>>;
export declare function publicEnvFrom(env: Record<string, string | undefined>): PublicEnv;
export declare function parseFirestoreTarget(env: PublicEnv): ParsedTarget;
