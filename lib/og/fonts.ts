import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Inter (SIL Open Font License, assets/fonts/OFL.txt), in the WOFF format the image
 * renderer reads (it cannot read WOFF2). Shipped in the repository: the build fetches
 * nothing, and the Latin subset covers French (accents, « », €, non-breaking spaces).
 */
const FONT_DIR = join(process.cwd(), 'assets', 'fonts');

export type ShareFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };

let loaded: Promise<ShareFont[]> | undefined;

export function shareImageFonts(): Promise<ShareFont[]> {
  loaded ??= Promise.all(
    ([400, 700] as const).map(async (weight) => {
      const file = await readFile(join(FONT_DIR, `inter-latin-${weight}-normal.woff`));
      const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
      return { name: 'Inter', data, weight, style: 'normal' as const };
    }),
  );
  return loaded;
}
