export declare const DEFAULT_REFRESH_SECONDS: number;
export declare const BUILD_TIME_VARIABLES: readonly string[];
export declare function refreshSeconds(env: Record<string, string | undefined>): number;
export declare function configProblems(env: Record<string, string | undefined>, options?: { localFirestore?: boolean }): string[];
export declare function buildTimeValues(env: Record<string, string | undefined>): Record<string, string>;
export declare function runtimeDifferences(runtime: Record<string, string | undefined>, built: Record<string, string>): string[];
export declare function stopOnProblems(problems: readonly string[]): void;
