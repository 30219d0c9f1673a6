// @ts-check
// The `env` of next.config.mjs as a production build saved it. Next.js writes the
// configuration it built with to <build folder>/required-server-files.json (the file
// its standalone output starts from); the one place that reads it (UPGRADING.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} buildDir the build folder (`distDir`), absolute
 * @returns {Record<string, string> | undefined} undefined when there is no build
 */
export function builtEnv(buildDir) {
  const file = join(buildDir, 'required-server-files.json');
  if (!existsSync(file)) return undefined;
  const env = JSON.parse(readFileSync(file, 'utf8')).config?.env;
  if (typeof env !== 'object' || env === null) throw new Error(`${file} : config.env introuvable (format de Next.js changé ?)`);
  return env;
}
