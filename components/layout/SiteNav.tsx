'use client';

import { InternalLink } from '@/components/InternalLink';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isCurrent } from '@/lib/current-section';
import type { NavItem } from '@/lib/navigation';

/**
 * Main navigation. Below the mobile breakpoint the list collapses behind a menu
 * button (components/styles/responsive-css.ts): Escape or a navigation closes it and
 * focus returns to the button. Without JavaScript a link takes the button's place and
 * opens the list by its address (#site-nav-list, CSS :target).
 */
const LIST_ID = 'site-nav-list';

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
      {/* Without JavaScript the button below could not open anything: this link opens the
          list instead (its :target state), and the list's last item closes it. */}
      <a href={`#${LIST_ID}`} className="menu-button menu-button--link">
        <span aria-hidden="true" className="menu-button__icon">
          ☰
        </span>
        Menu
      </a>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true" className="menu-button__icon">
          {open ? '✕' : '☰'}
        </span>
        Menu
      </button>
      <ul id={LIST_ID} className="site-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <InternalLink href={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}>
              {item.label}
            </InternalLink>
          </li>
        ))}
        <li className="site-nav__close">
          <a href="#">Fermer le menu</a>
        </li>
      </ul>
    </nav>
  );
}
