// @ts-check
// First-load JavaScript per route, from the build's own statistics (Turbopack
// writes <build folder>/diagnostics/route-bundle-stats.json), raw and gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './build-stamp.mjs';

/**
 * @param {string} root the project folder
 * @param {string} [buildDir] the build folder, relative to root (NEXT_DIST_DIR, else .next)
 * @returns {{ route: string, rawBytes: number, gzipBytes: number, chunks: string[] }[]}
 */
export function firstLoadStats(root, buildDir = distDir()) {
  /** @type {{ route: string, firstLoadChunkPaths: string[] }[]} */
  const stats = JSON.parse(readFileSync(join(root, buildDir, 'diagnostics/route-bundle-stats.json'), 'utf8'));
  return stats.map(({ route, firstLoadChunkPaths }) => {
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const chunk of firstLoadChunkPaths) {
      const bytes = readFileSync(join(root, chunk));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    return { route, rawBytes, gzipBytes, chunks: firstLoadChunkPaths };
  });
}

/**
 * Chunks of the build that hold the Firestore SDK (found by one of its RPC names).
 * @param {string} root
 * @param {readonly string[]} chunkPaths
 * @returns {string[]}
 */
export function firestoreChunks(root, chunkPaths) {
  return chunkPaths.filter((chunk) => readFileSync(join(root, chunk), 'utf8').includes('BatchGetDocuments'));
}
