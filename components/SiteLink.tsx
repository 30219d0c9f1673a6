'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The site's only use of next/link. Its own scroll (an instant jump, no focus) is
 * turned off: components/layout/NavigationEffects.tsx lands on the new page instead,
 * animated and with focus. tests/links.test.ts keeps other files from importing next/link.
 *
 * Prefetching waits for intent (pointer over the link, keyboard focus, finger down)
 * instead of Next.js's default of every link in the viewport: decoding a dozen page
 * payloads right after load cost a mid-range phone about 300 ms of blocked main
 * thread (Lighthouse TBT), while the static payload of one page still arrives well
 * before the click ends.
 */
export function SiteLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      scroll={false}
      prefetch={prefetch ?? (intent ? null : false)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
