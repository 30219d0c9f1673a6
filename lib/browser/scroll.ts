/**
 * Where a client-side navigation lands (docs/behaviours.md#arrivee-sur-une-page): the top of the page, or the
 * element named by the address's hash, reached with a 300 ms animation (at once with
 * prefers-reduced-motion), and keyboard focus moved there so that keyboard and
 * screen-reader users continue where the eye does.
 */
export const SCROLL_DURATION_MS = 300;

/** A User Timing mark at each animation's first frame: visible in the browser's performance panel, and what the e2e tests time from. */
export const SCROLL_START_MARK = 'site:scroll-start';

/** Slow start and end: the page neither jerks away nor brakes abruptly. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** The id a hash names ("#frais" → "frais"; percent-encoding decoded), or "" for the top of the page. */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.toLowerCase() === 'top') return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const maxScrollTop = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
const clampTop = (top: number) => Math.min(Math.max(0, top), maxScrollTop());

function elementTop(element: Element): number {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - margin;
}

let stopCurrent: (() => void) | undefined;

/**
 * Scrolls the window to `targetTop()`, re-read every frame (an image above the target
 * may still be loading). The visitor's wheel, touch or key press takes over at once.
 */
function scrollWindowTo(targetTop: () => number): void {
  stopCurrent?.();
  if (prefersReducedMotion()) {
    window.scrollTo({ top: clampTop(targetTop()), behavior: 'instant' });
    return;
  }
  const from = window.scrollY;
  let start: number | undefined;
  let frame = 0;
  const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interrupts) window.removeEventListener(type, stop);
    stopCurrent = undefined;
  };
  const step = (now: number) => {
    if (start === undefined) {
      start = now;
      performance.mark(SCROLL_START_MARK, { startTime: now });
    }
    const progress = Math.min(1, (now - start) / SCROLL_DURATION_MS);
    const to = clampTop(targetTop());
    window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  stopCurrent = stop;
  frame = requestAnimationFrame(step);
}

function focusWithoutScrolling(element: HTMLElement): void {
  // Headings are not focusable by default; -1 makes them focusable by script only.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

function findTarget(id: string): HTMLElement | null {
  if (id === '') return null;
  const byId = document.getElementById(id);
  if (byId) return byId;
  const [byName] = document.getElementsByName(id);
  return byName instanceof HTMLElement ? byName : null;
}

/**
 * Opens every closed <details> around `target`, as the browser does for a fragment without
 * script: a numbered source link lands on its source inside the closed « Sources » list.
 */
function revealTarget(target: HTMLElement): void {
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    if (!details.open) details.open = true;
  }
}

/** Lands on `hash` ("" or "#top": the top) of the page now shown. */
export function landOn(hash: string): void {
  const target = findTarget(idFromHash(hash));
  if (target) {
    revealTarget(target);
    focusWithoutScrolling(target);
    scrollWindowTo(() => elementTop(target));
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (heading) focusWithoutScrolling(heading);
  scrollWindowTo(() => 0);
}
