export declare const DEFAULT_EMULATOR_PORT: number;
export declare function defaultDocument(): Record<string, number>;
export declare function firestoreEnvironment(
  env: Record<string, string | undefined>,
  log?: (message: string) => void,
): Promise<{ env: Record<string, string | undefined>; emulator?: { origin: string; stop: () => Promise<void> } }>;
export declare function buildIfStale(env: Record<string, string | undefined>, log?: (message: string) => void): void;
