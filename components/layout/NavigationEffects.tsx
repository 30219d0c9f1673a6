'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { pageShown } from '@/lib/browser/navigation-state';
import { landOn } from '@/lib/browser/scroll';

/**
 * Once a new page is on screen: ends the progress bar, then lands on the top of the
 * page or on the address's hash, with focus (lib/browser/scroll.ts). Back and forward
 * keep the position the browser restores. Links never scroll by themselves
 * (components/SiteLink.tsx), so this is the one place that does.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const firstPage = useRef(true);
  useEffect(() => {
    const type = pageShown(pathname);
    if (firstPage.current) {
      // A full page load: the browser has already placed the page.
      firstPage.current = false;
      return;
    }
    if (type !== 'traverse') landOn(window.location.hash);
  }, [pathname]);
  return null;
}
