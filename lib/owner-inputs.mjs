// @ts-check
// What only the site's owner can give, read from the environment of the build: the publisher's
// name, which French law requires on the legal notice (LCEN, art. 6 III), and the address visitors
// write to. Plain JavaScript with JSDoc types: lib/site-config.mjs checks them when next.config.mjs
// or scripts/check-config.mjs loads (a production build stops without them), and lib/site.ts reads
// them for the pages (inlined by next.config `env`, lib/site-config.mjs BUILD_TIME_VARIABLES).

/** The variables, as the owner sets them in the production environment. */
export const OWNER_VARIABLES = /** @type {const} */ ({
  publisher: 'SITE_PUBLISHER_NAME',
  email: 'SITE_CONTACT_EMAIL',
});

/** Where a production build reads them: said in each message that names a missing one. */
export const OWNER_INPUTS_WHERE =
  'à définir dans l’environnement du build de production (Vercel : Settings > Environment Variables, environnement « Production » ; ailleurs : l’environnement de npm run build)';

/** A demonstration build's contact address (local and preview builds), never a production one's. */
export const DEMO_CONTACT_EMAIL = 'contact@parrainage-malin.fr';

const NAME_MAX = 120;
/** Letters, spaces and the punctuation of a person's or a business's name; no markup, no line break. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}\p{N} .,'’&()-]*$/u;
const EMAIL = /^[^\s@<>"(),;:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/** @param {string | undefined} value */
const filled = (value) => value?.trim() || undefined;

/**
 * The owner's inputs as given (trimmed; undefined when unset or blank), and one French message per
 * malformed one, whatever the deployment: a value given is shown as it is, so it must be readable.
 * @param {Record<string, string | undefined>} env
 * @returns {{ publisher?: string, email?: string, errors: string[] }}
 */
export function readOwnerInputs(env) {
  /** @type {string[]} */
  const errors = [];
  const publisher = filled(env[OWNER_VARIABLES.publisher])?.replace(/\s+/g, ' ');
  const email = filled(env[OWNER_VARIABLES.email]);
  if (publisher !== undefined && (publisher.length > NAME_MAX || !NAME.test(publisher))) {
    errors.push(
      `${OWNER_VARIABLES.publisher} malformée : un nom de personne ou de société (lettres, espaces, apostrophes, tirets ; ${NAME_MAX} caractères au plus), par exemple « Camille Martin »`,
    );
  }
  if (email !== undefined && !EMAIL.test(email)) {
    errors.push(`${OWNER_VARIABLES.email}="${email}" malformée : une adresse électronique est attendue, par exemple contact@exemple.fr`);
  }
  return {
    ...(publisher !== undefined && errors.length === 0 ? { publisher } : {}),
    ...(email !== undefined && EMAIL.test(email) ? { email } : {}),
    errors,
  };
}

/**
 * What a production build lacks of the owner's inputs, in the order the legal notice needs them:
 * the publisher's name first, then the contact address. Each message names the variable, what it
 * holds and where to set it.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function missingOwnerInputs(env) {
  const missing = [];
  if (filled(env[OWNER_VARIABLES.publisher]) === undefined) {
    missing.push(
      `${OWNER_VARIABLES.publisher} manquante : le nom de l’éditeur du site, le particulier qui le publie et en dirige la publication, que les mentions légales d’un site français doivent donner (LCEN, art. 6 III) ; ${OWNER_INPUTS_WHERE}`,
    );
  }
  if (filled(env[OWNER_VARIABLES.email]) === undefined) {
    missing.push(
      `${OWNER_VARIABLES.email} manquante : l’adresse où les visiteurs écrivent à l’éditeur (mentions légales, contact, signalement d’une information périmée) ; ${OWNER_INPUTS_WHERE}`,
    );
  }
  return missing;
}
