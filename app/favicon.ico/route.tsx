import { ImageResponse } from 'next/og';
import { LogoMark } from '@/components/seo/ShareImage';
import { shareImageFonts } from '@/lib/og/fonts';
import { pngsToIco } from '@/lib/og/ico';

export const dynamic = 'force-static';

/** The classic sizes of a tab and a desktop shortcut. */
const SIZES = [16, 32, 48] as const;

export async function GET() {
  const fonts = await shareImageFonts();
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: new Uint8Array(
        await new ImageResponse(<LogoMark size={size} square={false} />, { width: size, height: size, fonts }).arrayBuffer(),
      ),
    })),
  );
  return new Response(Buffer.from(pngsToIco(images)), { headers: { 'Content-Type': 'image/x-icon' } });
}
