export declare function buildFingerprint(env: Record<string, string | undefined>): string;
export declare function isBuildCurrent(fingerprint: string): boolean;
export declare function saveBuildStamp(fingerprint: string): void;
