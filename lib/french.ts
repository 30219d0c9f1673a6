/** French typography shared by components: the same rules the content lint applies to prose. */
export const NBSP = '\u00a0';

/** Provider names that start with a vowel take the elided article (none starts with an h). */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœ]/i;

/** « de Fortuneo », « d’iGraal », « d’eBuyClub ». */
export const deName = (name: string) => (VOWEL_START.test(name) ? `d’${name}` : `de ${name}`);

/** A frontmatter value set inside a sentence: « Cotisation : gratuite… ». */
export const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);

/** A phrase set at the start of a sentence: « Programme terminé. », « Aucun revenu exigé ». */
export const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
