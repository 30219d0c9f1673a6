import { expect } from '@playwright/test';
import { CAPITAL_AT_RISK, PROVIDER_LABELS, type Provider } from '../../lib/primes/providers';
import type { Visit } from './visit';

/**
 * Offer honesty on the build visitors get, whose content/codes.yaml ships empty: no box
 * shows a button that would lose the bonus it has just announced, the site claims no
 * code, every "vérifié le" stands beside the source read that day, and French spacing holds.
 * (With codes: e2e/site-codes.spec.ts, on the fixture build.)
 */
export async function expectHonestOffers({ page, route }: Visit): Promise<void> {
  const report = await page.evaluate(() => {
    const text = (node: Element) => node.textContent ?? '';
    const boxes = [...document.querySelectorAll('section.referral')].map((box) => ({
      provider: box.getAttribute('data-provider') ?? '',
      risk: box.querySelector('.referral__risk')?.textContent ?? '',
      state: box.getAttribute('data-site-code'),
      buttons: box.querySelectorAll('a.button').length,
      saidAbove: box.querySelector('[data-no-code="said-above"]') !== null,
      closed: box.querySelector('.referral__closed') !== null,
      refereeNone: box.querySelector('.referral__amounts dd')?.textContent?.includes('aucune prime') === true,
      says: text(box),
    }));
    const checkedClaims = [...document.querySelectorAll('main p, main li, main dd, main span')]
      .filter((node) =>
        /vérifiée?s? le \d/.test(
          [...node.childNodes]
            .filter((child) => child.nodeType === Node.TEXT_NODE)
            .map((child) => child.textContent)
            .join(''),
        ),
      )
      .map((node) => {
        const holder = node.closest('[data-checked="source"]');
        return { claim: text(node).slice(0, 80), link: holder?.querySelector('a[href^="https://"]')?.getAttribute('href') ?? null };
      });
    // Text a reader sees, without code, scripts or styles.
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const hidden of clone.querySelectorAll('script, style, code, pre, template')) hidden.remove();
    return {
      boxes,
      sponsored: document.querySelectorAll('a[rel~="sponsored"]').length,
      checkedClaims,
      faqTitles: [...document.querySelectorAll('h2')].filter((h2) => text(h2).trim() === 'Questions fréquentes').length,
      visible: clone.textContent ?? '',
    };
  });
  for (const box of report.boxes) {
    expect(box.state, route).toBe('no');
    expect(box.buttons, `${route}: a sign-up button in a box without the site's code`).toBe(0);
    // A brand's « no code » explanation is said by its first box; a later box of the same brand points to it.
    if (box.closed) {
      // A programme that ended or was not found: no way to get a code for a bonus nobody pays.
      expect(box.says).not.toContain('Nous n’avons pas de code de parrainage');
      expect(box.says).not.toMatch(/prime de filleul/);
    } else if (box.saidAbove) expect(box.says).toContain('Pas de code du site pour cette offre non plus');
    else {
      expect(box.says).toContain('Nous n’avons pas de code de parrainage');
      // Never how to get a referee bonus the box says does not exist.
      if (box.refereeNone) {
        expect(box.says).toContain('ne prévoient pas de prime pour le filleul');
        expect(box.says).not.toContain('Pour toucher la prime de filleul');
      } else expect(box.says).toMatch(/sans code, vous ouvrez votre compte sans prime de filleul/);
    }
    expect(box.says).not.toMatch(/Bonus de partage/);
    // Investment platforms say, beside the amounts, that the capital is at risk.
    if (CAPITAL_AT_RISK[box.provider as Provider])
      expect(box.risk, `${route}: ${box.provider} without its risk notice`).toMatch(/capital est en risque.*pas une raison d’investir/s);
    else expect(box.risk).toBe('');
  }
  expect(report.sponsored, `${route}: a sponsored link while the site has no referral link`).toBe(0);
  for (const claim of report.checkedClaims) expect(claim.link, `${route}: « ${claim.claim} » without its source`).not.toBeNull();
  expect(report.faqTitles).toBeLessThanOrEqual(1);
  // Said once per page, not once per box: each brand's « no code », the page's update date.
  const noCode = [...report.visible.matchAll(/Nous n’avons pas de code de parrainage [^.]+\./g)].map(([sentence]) => sentence);
  expect(noCode, `${route}: a « no code » sentence said twice`).toEqual([...new Set(noCode)]);
  expect(report.visible.match(/Page mise à jour le/g)?.length ?? 0, `${route}: « Page mise à jour le » twice`).toBeLessThanOrEqual(1);
  const spacing = /[^\s\u00a0\u202f]( )[:;!?»]|«( )/.exec(report.visible);
  expect(spacing?.[0] ?? null, `${route}: an ordinary space where French typography needs a non-breaking one`).toBeNull();
  for (const label of Object.values(PROVIDER_LABELS).filter((name) => /^[aeiouy]/i.test(name))) {
    expect(report.visible, `${route}: « de ${label} » instead of « d’${label} »`).not.toContain(`de ${label}`);
  }
}
