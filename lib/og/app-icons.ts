/**
 * PNG icons drawn at build time (app/icons/[file]/route.tsx), for the web manifest, Apple
 * devices and the browser's tab: pages link these only. The page's renderer fetches and
 * decodes the icon a page links, and an SVG one (public/icon.svg, still the manifest's
 * any-size icon) cost it a whole SVG document, 4 to 17 ms of main thread after each load.
 * Maskable icons fill the square, since the platform crops them to its own shape.
 */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

export const appIconPath = (icon: AppIcon) => `/icons/${icon.file}`;
