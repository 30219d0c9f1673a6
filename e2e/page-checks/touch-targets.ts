import { expect } from '@playwright/test';
import type { Visit } from './visit';

/*
 * What a thumb and an eye meet on a phone: the main actions are 44 px high, no control is
 * under WCAG 2.2's 24 px minimum (links inside a sentence excepted, as WCAG does), and an
 * amount in a sentence leaves no hole after it.
 */
export const TARGET_ROUTES = new Set([
  '/',
  '/parrainage',
  '/banque/boursobank',
  '/banque/fortuneo/parrainage',
  '/blog/parrainage-boursobank',
]);
/** Copy the code, the offer links, the comparison's filters, the menu, the sign-up buttons. */
const MAIN_ACTIONS = '.menu-button, .filter-chip, .referral__code .button, .offer-card__link, a.button';
const MAIN_ACTION_PX = 44;
const MINIMUM_PX = 24;

export async function expectTouchTargets({ page }: Visit): Promise<void> {
  const found = await page.evaluate(
    ({ mainActions }) => {
      const visible = (el: Element) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const label = (el: Element) => `${el.tagName.toLowerCase()}.${el.className} « ${(el.textContent ?? '').trim().slice(0, 40)} »`;
      /** A link inside a sentence: its block says more than the link (WCAG 2.5.8's inline exception). */
      const inSentence = (el: Element) => {
        const block = el.parentElement?.closest('p, li, dd, td, figcaption, summary');
        return el.tagName === 'A' && !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
      };
      const main = [...document.querySelectorAll(mainActions)]
        .filter(visible)
        .map((el) => ({ what: label(el), height: el.getBoundingClientRect().height }));
      const small = [...document.querySelectorAll('a[href], button, summary, label:has(input)')]
        .filter((el) => visible(el) && !inSentence(el) && !el.classList.contains('skip-link'))
        .map((el) => ({ what: label(el), height: el.getBoundingClientRect().height }));
      const holes = [...document.querySelectorAll('.prime')]
        .filter((el) => visible(el) && !el.closest('.referral__amounts'))
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return { what: label(el), gap: el.getBoundingClientRect().width - range.getBoundingClientRect().width };
        });
      return { main, small, holes };
    },
    { mainActions: MAIN_ACTIONS },
  );
  expect(found.main.length, 'main actions found').toBeGreaterThan(0);
  expect(found.main.filter(({ height }) => height < MAIN_ACTION_PX - 0.5)).toEqual([]);
  expect(found.small.filter(({ height }) => height < MINIMUM_PX)).toEqual([]);
  expect(found.holes.filter(({ gap }) => gap > 1)).toEqual([]);
}
