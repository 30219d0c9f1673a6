import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { ShareImage } from '@/components/seo/ShareImage';
import { allContent, findByUrl } from '@/lib/content';
import { shareImageFonts } from '@/lib/og/fonts';
import { shareImageKicker } from '@/lib/og/kicker';
import { SHARE_IMAGE_SIZE, pageUrlOfShareImage, shareImageSegments } from '@/lib/seo/share-image';

/** One PNG per page, drawn at build time: /og/banque/fortuneo.png for /banque/fortuneo. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allContent().map((doc) => ({ image: shareImageSegments(doc.url) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const url = pageUrlOfShareImage((await params).image);
  const doc = url === undefined ? undefined : findByUrl(url);
  if (!doc) notFound();
  return new ImageResponse(<ShareImage title={doc.title} kicker={shareImageKicker(doc)} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: await shareImageFonts(),
  });
}
