'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { withNavigationUi } from '@/lib/browser/lazy-navigation-ui';
import { pageShown } from '@/lib/browser/navigation-state';
import { setSiteRouter } from '@/lib/browser/site-router';

/**
 * Hands Next.js's router to the site's delegated link handlers (lib/browser/site-router.ts).
 * Once a new page is on screen: ends the progress bar, then lands on the top of the
 * page or on the address's hash, with focus (lib/browser/scroll.ts). Back and forward
 * keep the position the browser restores. Links never scroll by themselves
 * (lib/browser/site-router.ts navigates without scroll), so this is the one place that does.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const router = useRouter();
  const firstPage = useRef(true);
  useEffect(() => setSiteRouter(router), [router]);
  useEffect(() => {
    const type = pageShown(pathname);
    if (firstPage.current) {
      // A full page load: the browser has already placed the page.
      firstPage.current = false;
      return;
    }
    if (type !== 'traverse') withNavigationUi((ui) => ui.landOn(window.location.hash));
  }, [pathname]);
  return null;
}
