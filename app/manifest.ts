import type { MetadataRoute } from 'next';
import { APP_ICONS, appIconPath } from '@/lib/og/app-icons';
import { THEME_COLOR } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE.name,
    short_name: SITE.name,
    description: SITE.tagline,
    lang: 'fr',
    start_url: '/',
    display: 'standalone',
    background_color: '#f7f8f6',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...APP_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
        src: appIconPath(icon),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
  };
}
