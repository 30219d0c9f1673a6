type Env = Record<string, string | undefined>;
export declare function buildFingerprint(env: Env): string;
export declare function distDir(env?: Env): string;
export declare function isBuildCurrent(fingerprint: string, env?: Env): boolean;
export declare function saveBuildStamp(fingerprint: string, env?: Env): void;
