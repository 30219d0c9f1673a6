/**
 * The boosted-offer badge's text (components/mdx/Boosted.tsx): it names what the rule
 * measures, the sponsor's bonus against a threshold (thresholds.ts), so that it is never
 * read as a bigger bonus for the referee.
 */
export const BOOSTED_LABEL = 'Prime du parrain augmentée';
export const BOOSTED_MEANING =
  'Le badge «\u00a0Prime du parrain augmentée\u00a0», à côté de la prime du parrain, signale qu’elle atteint le seuil que nous fixons pour ce prestataire\u00a0: il mesure ce que gagne le parrain, pas ce que reçoit le filleul.';

/**
 * What "bonus de partage" (PRIME_PARTAGE_*) means on this site, said once and shown
 * beside every place that shows it: it is not paid by the provider, and it exists only
 * where the site has its own code, since it comes out of the site's sponsor bonus.
 */
export const SHARE_BONUS_LABEL = 'Bonus de partage';
export const SHARE_BONUS_DEFINITION =
  'la part de sa propre prime que le parrain du site vous reverse si vous vous inscrivez avec son code. C’est lui qui la paie, pas le prestataire, et seulement pour les offres où le site a un code.';
