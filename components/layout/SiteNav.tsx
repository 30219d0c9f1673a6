'use client';

import { InternalLink } from '@/components/InternalLink';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isCurrent, type NavItem } from '@/lib/navigation';

/**
 * Main navigation. Below the mobile breakpoint the list collapses behind a menu
 * button (responsive-css.ts): Escape or a navigation closes it and focus returns
 * to the button.
 */
export function SiteNav({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (nav.current && event.target instanceof Node && !nav.current.contains(event.target)) setOpen(false);
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
        onClick={() => setOpen((value) => !value)}
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
