import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { LogoMark } from '@/components/seo/ShareImage';
import { APP_ICONS } from '@/lib/og/app-icons';
import { shareImageFonts } from '@/lib/og/fonts';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return APP_ICONS.map((icon) => ({ file: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = APP_ICONS.find((candidate) => candidate.file === file);
  if (!icon) notFound();
  // Apple and maskable icons are drawn full-bleed: the platform rounds them itself.
  return new ImageResponse(<LogoMark size={icon.size} square={icon.purpose !== 'any'} />, {
    width: icon.size,
    height: icon.size,
    fonts: await shareImageFonts(),
  });
}
