/** What the « Offre boostée » badge measures: the sponsor's bonus against a threshold (thresholds.ts). */
export const BOOSTED_MEANING =
  'Le badge « Offre boostée » signale que la prime du parrain atteint le seuil que nous fixons pour ce prestataire : il mesure ce que gagne le parrain, pas ce que reçoit le filleul.';

/**
 * What "bonus de partage" (PRIME_PARTAGE_*) means on this site, said once and shown
 * beside every place that shows it: it is not paid by the provider, and it exists only
 * where the site has its own code, since it comes out of the site's sponsor bonus.
 */
export const SHARE_BONUS_LABEL = 'Bonus de partage';
export const SHARE_BONUS_DEFINITION =
  'la part de sa propre prime que le parrain du site vous reverse si vous vous inscrivez avec son code. C’est lui qui la paie, pas le prestataire, et seulement pour les offres où le site a un code.';
