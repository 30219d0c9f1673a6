// @ts-check
// Screenshots of the pages a visitor meets first, as their phone and desktop show them:
// the first screen of /, /parrainage, an offer page and a guide at 375 and 1,440 px, written
// to docs/screenshots/. Run against a served site (`npm start`, port 3000 by default):
//   node scripts/screenshots.mjs [origin] [--theme dark]
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { BROWSER_CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';

const ROUTES = ['/', '/parrainage', '/banque/boursobank', '/blog/parrainage-boursobank'];
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const OUT = resolve(import.meta.dirname, '..', 'docs', 'screenshots');

const args = process.argv.slice(2);
const themeAt = args.indexOf('--theme');
const theme = themeAt >= 0 ? args[themeAt + 1] : 'light';
const origin = args.find((arg, index) => !arg.startsWith('--') && (themeAt < 0 || index !== themeAt + 1)) ?? 'http://127.0.0.1:3000';
const fileName = (route, width) =>
  `${route === '/' ? 'accueil' : route.slice(1).replaceAll('/', '_')}-${width}${theme === 'dark' ? '-sombre' : ''}.png`;

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: BROWSER_CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    // The theme button stores the choice under lib/theme.ts's THEME_STORAGE_KEY; the boot script applies it before the first paint.
    if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(new URL(route, origin).href, { waitUntil: 'networkidle' });
      const path = join(OUT, fileName(route, viewport.width));
      await page.screenshot({ path });
      console.log(path);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
