import type { MetadataRoute } from 'next';
import { absoluteUrl, isPreview } from '@/lib/deployment.mjs';

export default function robots(): MetadataRoute.Robots {
  if (isPreview()) return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/', disallow: ['/go/'] }, sitemap: absoluteUrl('/sitemap.xml') };
}
