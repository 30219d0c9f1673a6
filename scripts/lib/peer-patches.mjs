// @ts-check
// The two changes that let the tailwind-nextjs-starter-blog (the peer of `npm run bench
// -- --peer`, BENCHMARKS.md) build with no internet: no Google font to download, no lint
// step during the build. Each returns the file unchanged when it is already patched.

const GOOGLE_FONT_IMPORT = /^import \{ Space_Grotesk \} from 'next\/font\/google'\r?\n/m;
const FONT_CALL = /Space_Grotesk\(\{[\s\S]*?\}\)/;

/**
 * `app/layout.tsx`: no `next/font/google` import, and the font's class name is empty.
 * @param {string} source
 * @returns {string}
 */
export function patchLayout(source) {
  if (!GOOGLE_FONT_IMPORT.test(source) && !FONT_CALL.test(source)) return source;
  if (!GOOGLE_FONT_IMPORT.test(source) || !FONT_CALL.test(source))
    throw new Error('app/layout.tsx: Space_Grotesk import or call not found where expected');
  return source.replace(GOOGLE_FONT_IMPORT, '').replace(FONT_CALL, "{ variable: '' }");
}

/**
 * `next.config.js`: `ignoreDuringBuilds: true` in the existing `eslint: { … }` block.
 * @param {string} source
 * @returns {string}
 */
export function patchNextConfig(source) {
  if (/ignoreDuringBuilds:\s*true/.test(source)) return source;
  const block = /(\n(\s*)eslint: \{\n(\s*))/;
  if (!block.test(source)) throw new Error('next.config.js: no `eslint: {` block');
  return source.replace(block, '$1ignoreDuringBuilds: true,\n$3');
}
