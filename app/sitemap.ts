import type { MetadataRoute } from 'next';
import { allContent } from '@/lib/content';
import { absoluteUrl, isPreview } from '@/lib/deployment.mjs';

/** Every content route with the date of its last change; empty on a preview, which must not be indexed. */
export default function sitemap(): MetadataRoute.Sitemap {
  if (isPreview()) return [];
  return allContent().map((doc) => ({ url: absoluteUrl(doc.url), lastModified: doc.lastModified }));
}
