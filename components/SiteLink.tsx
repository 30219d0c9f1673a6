'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { newerBuildAvailable } from '@/lib/browser/build-watch';
import { withNavigationUi } from '@/lib/browser/lazy-navigation-ui';
import { linkNavigation, prefetchTarget } from '@/lib/browser/link-navigation';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'scroll' | 'onNavigate'> & { readonly href: string };

/**
 * A link to a page of the site: next/link, with three choices of ours.
 * - Prefetch on intent (pointer over it, keyboard focus, finger down), not for every link in
 *   view: a phone's main thread stays free right after load.
 * - No router scroll: components/navigation/NavigationEffects.tsx lands on the new page,
 *   animated and with focus (docs/behaviours.md#arrivee-sur-une-page); a place on the page
 *   shown is landed on here, with the address changed.
 * - After a new build (lib/browser/build-watch.ts), the next page loads in full.
 */
export function SiteLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => {
    const page = prefetchTarget(href, new URL(window.location.href));
    if (page) router.prefetch(page);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onNavigate={(event) => {
        const navigation = linkNavigation(href, new URL(window.location.href), newerBuildAvailable());
        if (navigation.kind === 'client') return;
        event.preventDefault();
        if (navigation.kind === 'full-load') {
          window.location.assign(href);
          return;
        }
        if (navigation.hash !== window.location.hash) window.history.pushState(null, '', navigation.hash || window.location.pathname);
        withNavigationUi((ui) => ui.landOn(navigation.hash));
      }}
      {...rest}
    />
  );
}
