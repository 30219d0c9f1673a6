import { offerRecordFiles } from '../offer-record-files';
import { expect } from '@playwright/test';
import type { Visit } from './visit';

/**
 * Every offer page, as a visitor with a phone reads it: the box starts within the first two
 * screens and answers, before anything else, who is rewarded, what to do by when, when it
 * pays, how long it runs and when the amounts changed; the tax note is there where the
 * record says cash is paid. The offer pages are the records' own `page` (content/offres/),
 * read here as the records are, so a new record is covered.
 */
type RecordFile = {
  provider: string;
  page?: string;
  programme: { status: 'open' | 'ended' | 'not-found' };
  rewards: Record<'referee' | 'sponsor', { status?: string; form?: string; unpublished?: true }>;
};
const RECORDS = offerRecordFiles<RecordFile>().filter((record): record is RecordFile & { page: string } => typeof record.page === 'string');

/** The records whose box stands on this route. */
export const recordsOn = (route: string) => RECORDS.filter((record) => record.page === route);
/** The offer pages: each record's `page`, where its box comes first. */
export const OFFER_PAGES: ReadonlyMap<string, string> = new Map(RECORDS.map((record) => [record.provider, record.page]));

/** « Within the first two screens » of a phone, measured from the top of the document. */
export const MAX_BOX_TOP = 1_400;

const paysCash = (record: RecordFile) =>
  (['referee', 'sponsor'] as const).some((side) => {
    const reward = record.rewards[side];
    return reward.unpublished !== true && reward.status !== 'none' && reward.form === 'cash';
  });

export async function expectOfferBoxesFirst({ page, width }: Visit, records: readonly RecordFile[]): Promise<void> {
  for (const record of records) {
    const box = page.locator(`section.referral[data-provider="${record.provider}"]`).first();
    await expect(box).toBeVisible();
    const top = await box.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top, `top of the ${record.provider} box at ${width} px`).toBeLessThanOrEqual(MAX_BOX_TOP);

    // The site's own badge for the provider, beside the box's title.
    await expect(box.locator('.referral__head svg.monogram')).toBeVisible();
    if (record.programme.status !== 'open') {
      // A programme that ended or was not found: why, in words, and no amount nor way to get a code.
      await expect(box.locator('.referral__closed')).toHaveText(
        /^Programme (terminé|introuvable|non publié)\. (Ce programme a pris fin|.+ \(pages publiques consultées le \d{1,2}(er)? \p{L}+ \d{4}\)\s;)/u,
      );
      await expect(box.locator('.referral__amounts, .referral__no-code, .referral__code')).toHaveCount(0);
      continue;
    }
    // An open programme's record, fact by fact (a closed one lists its sources only).
    const facts = box.locator(`[data-offer-facts="${record.provider}"]`);
    await expect(facts.locator('[data-fact="eligibility"]')).toHaveCount(1);
    // The conditions, each with its deadline or « délai non publié », or « Conditions non publiées ».
    const conditions = facts.locator('[data-fact="conditions"]');
    await expect(conditions).toHaveCount(1);
    for (const item of await conditions.locator('li').all()) {
      await expect(item.locator('.facts__deadline')).toHaveText(/\S/);
      // Each step with the picture of its kind (components/offers/ConditionIcon.tsx).
      const kind = await item.getAttribute('data-condition');
      await expect(item.locator(`.condition-icon[data-condition-icon="${kind}"]`)).toBeVisible();
    }
    await expect(facts.locator('[data-fact="payout"]')).toHaveText(/\S/);
    await expect(facts.locator('[data-fact="period"]')).toHaveText(/\S/);
    // Who is rewarded: both sides, each an amount (or a ceiling) or the words of lib/offers/resolve-side.ts, and where it comes from.
    await expect(box.locator('.referral__amounts dt').nth(0)).toHaveText('Vous, filleul');
    await expect(box.locator('.referral__amounts dd').nth(0)).toHaveText(/€|aucune prime|montant non communiqué|montant variable/);
    await expect(box.locator('.referral__amounts dt').nth(1)).toHaveText('Votre parrain');
    // Where the figures come from, in one line and never beside a figure; a survey's line carries the amounts' date
    // (the main build reads the emulator, whose REST answer carries updateTime), the box's only date of amounts.
    const figures = await box.locator('.referral__amounts dd').filter({ hasText: '€' }).count();
    await expect(box.locator('p[data-origin]')).toHaveCount(figures > 0 ? 1 : 0);
    if (figures > 0) {
      await expect(box.locator('p[data-origin]')).toHaveText(
        /^(Montants confirmés sur \S+ le |Montants publiés dans les conditions |Montants de notre relevé, modifiés pour la dernière fois le \d{1,2} \S+ \d{4}\u00a0: |La page officielle \()/,
      );
    }
    await expect(box.locator('.referral__amounts')).not.toContainText('à confirmer');
    await expect(box.locator('.amounts-date')).toHaveCount(0);
    await expect(box.locator('[data-tax-note]')).toHaveCount(paysCash(record) ? 1 : 0);
  }
  // On a phone, the answer first: the page's first box, if its programme is open, ends its amounts on the
  // first screen and says its main condition with its deadline within two (a second offer of the page follows it).
  const first = page.locator('section.referral').first();
  if (width < 600 && (await first.locator('.referral__amounts').count()) > 0) {
    const screen = await page.evaluate(() => window.innerHeight);
    const bottomOf = (selector: string) =>
      first
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    const provider = await first.getAttribute('data-provider');
    expect(await bottomOf('.referral__amounts'), `bottom of the ${provider} amounts at ${width} px`).toBeLessThanOrEqual(screen);
    if ((await first.locator('[data-first-condition]').count()) > 0) {
      expect(await bottomOf('[data-first-condition]'), `bottom of the ${provider} main condition`).toBeLessThanOrEqual(2 * screen);
    }
  }
}

/** The pages with the table of amounts: the footer and the table date the amounts, as every box does. */
export const AMOUNT_TABLE_ROUTES = new Set(['/', '/parrainage']);
export async function expectAmountsDated({ page }: Visit): Promise<void> {
  const dated = /^Montants mis à jour le \d{1,2} \S+ \d{4}\.$/;
  await expect(page.locator('.site-footer__amounts')).toHaveText(dated);
  await expect(page.locator('main .amounts-date--table')).toHaveText(dated);
}
