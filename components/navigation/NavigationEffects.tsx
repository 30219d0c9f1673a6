'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { withNavigationUi } from '@/lib/browser/lazy-navigation-ui';
import { pageShown } from '@/lib/browser/navigation-state';

/**
 * Once a new page is on screen: ends the progress bar, then lands on the top of the
 * page or on the address's hash, with focus (lib/browser/scroll.ts). Back and forward
 * keep the position the browser restores. The site's links never let the router scroll
 * (components/SiteLink.tsx), so this is the one place that does.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const firstPage = useRef(true);
  // The page is interactive from here: <html data-hydrated> says so to tests and tools.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
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
