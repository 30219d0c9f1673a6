'use client';

import { InternalLink } from '@/components/InternalLink';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isCurrent, type NavItem } from '@/lib/navigation';

/**
 * Main navigation. Below the mobile breakpoint the list collapses behind a menu
 * button (components/styles/responsive-css.ts): Escape or a navigation closes it and
 * focus returns to the button.
 */
export function SiteNav({ items }: { items: readonly NavItem[] }) {
  const pathname = usePathname();
  // The menu is open for the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (nav.current && event.target instanceof Node && !nav.current.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <nav ref={nav} className="site-nav" aria-label="Navigation principale" data-open={open}>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="site-nav-list"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true" className="menu-button__icon">
          {open ? '✕' : '☰'}
        </span>
        Menu
      </button>
      <ul id="site-nav-list" className="site-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <InternalLink href={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}>
              {item.label}
            </InternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
