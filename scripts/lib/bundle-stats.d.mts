export declare function firstLoadStats(root: string): { route: string; rawBytes: number; gzipBytes: number; chunks: string[] }[];
export declare function firestoreChunks(root: string, chunkPaths: readonly string[]): string[];
