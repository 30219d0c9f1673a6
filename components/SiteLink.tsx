import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's only use of next/link. Its own scroll (an instant jump, no focus) is
 * turned off: components/layout/NavigationEffects.tsx lands on the new page instead,
 * animated and with focus. tests/links.test.ts keeps other files from importing next/link.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link scroll={false} {...props} />;
}
