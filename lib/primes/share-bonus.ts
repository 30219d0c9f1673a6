/**
 * The boosted-offer badge's text (components/mdx/Boosted.tsx): it names what the rule measures,
 * the sponsor's bonus against an amount (thresholds.ts), so that it is never read as a bigger
 * bonus for the referee; « élevée », not « augmentée »: the rule compares the bonus with an amount,
 * not with what the programme paid before. What it means, amounts included: boosted-meaning.ts.
 */
export const BOOSTED_LABEL = 'Prime du parrain élevée';

/**
 * What "bonus de partage" (PRIME_PARTAGE_*) means on this site, said once and shown
 * beside every place that shows it: it is not paid by the provider, and it exists only
 * where the site has its own code, since it comes out of the site's sponsor bonus.
 */
export const SHARE_BONUS_LABEL = 'Bonus de partage';
export const SHARE_BONUS_DEFINITION =
  'la part de sa propre prime que le parrain du site vous reverse si vous vous inscrivez avec son code. C’est lui qui la paie, pas le prestataire, et seulement pour les offres où le site a un code.';
