import type { ReactNode } from 'react';
import { FAQ_HEADING } from '@/lib/content/section-headings';
import { SITE } from '@/lib/site';

type WithChildren = { children?: ReactNode };

/** Numbered steps: <Steps><Step title="…">…</Step></Steps> */
export function Steps({ children }: WithChildren) {
  return <ol className="steps">{children}</ol>;
}

/** One step of <Steps>, under its title. */
export function Step({ title, children }: WithChildren & { title: string }) {
  return (
    <li className="steps__item">
      <h3 className="steps__title">{title}</h3>
      {children}
    </li>
  );
}

/** Strengths, wrapping a Markdown list (beside <Cons>). */
export function Pros({ children }: WithChildren) {
  return (
    <div className="pros-cons pros-cons--pros">
      <p className="pros-cons__title">Points forts</p>
      {children}
    </div>
  );
}

/** Limits, wrapping a Markdown list (beside <Pros>). */
export function Cons({ children }: WithChildren) {
  return (
    <div className="pros-cons pros-cons--cons">
      <p className="pros-cons__title">Points faibles</p>
      {children}
    </div>
  );
}

/** Questions and answers, under the « Questions fréquentes » heading: <Faq><Question q="…">…</Question></Faq> */
export function Faq({ children }: WithChildren) {
  return (
    <section className="faq" aria-labelledby={FAQ_HEADING.id}>
      <h2 id={FAQ_HEADING.id}>{FAQ_HEADING.text}</h2>
      {children}
    </section>
  );
}

/** One question of <Faq>; the answer is its children. */
export function Question({ q, children }: WithChildren & { q: string }) {
  return (
    <details className="faq__item">
      <summary>{q}</summary>
      <div className="faq__answer">{children}</div>
    </details>
  );
}

/** A callout's tones, each with its default title. */
const TONE_TITLES = {
  info: 'Bon à savoir',
  conseil: 'Notre conseil',
  attention: 'Attention',
} as const;

/** A highlighted note: <Callout tone="conseil" title="…">…</Callout>; without a title, its tone's. */
export function Callout({ tone = 'info', title, children }: WithChildren & { tone?: keyof typeof TONE_TITLES; title?: string }) {
  return (
    <aside className={`callout callout--${tone}`}>
      <p className="callout__title">{title ?? TONE_TITLES[tone]}</p>
      {children}
    </aside>
  );
}

/** The site's contact address as a mailto link (lib/site.ts). */
export function SiteEmail() {
  return <a href={`mailto:${SITE.email}`}>{SITE.email}</a>;
}
