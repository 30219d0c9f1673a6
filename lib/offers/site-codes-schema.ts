import { z } from 'zod';
import { PROVIDERS, type Provider } from '../primes/providers';
import { day, httpsUrl } from './schema';

/**
 * content/codes.yaml, declared once: its type, the content gate's French messages with line and
 * field (lib/content/check/codes-yaml.ts) and the module the site reads (load.ts) come from here.
 */

/** The site's referral codes, relative to the content folder. */
export const SITE_CODES_FILE = 'codes.yaml';

/** What referral programmes hand out: letters, digits, dashes, dots and underscores. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;

const siteCodeSchema = z
  .strictObject({
    provider: z.enum(PROVIDERS).describe('Clé du document de primes, par exemple FORTUNEO_GOLD'),
    code: z
      .string()
      .min(1, { abort: true })
      .regex(CODE, {
        error: (issue) =>
          `code «\u00a0${String(issue.input)}\u00a0» invalide (lettres, chiffres, «\u00a0-\u00a0», «\u00a0_\u00a0» ou «\u00a0.\u00a0», 2 à 40 signes, sans espace)`,
      })
      .optional()
      .describe('Le code à saisir à l’inscription'),
    url: httpsUrl('Le lien de parrainage').optional(),
    confirmed: day('Le jour où le propriétaire a vérifié ce code ou ce lien'),
  })
  .refine((entry) => entry.code !== undefined || entry.url !== undefined, {
    message: 'ni «\u00a0code\u00a0» ni «\u00a0url\u00a0»\u00a0: donnez au moins l’un des deux',
  });

export const siteCodesFileSchema = z
  .strictObject({
    // « codes: » left blank, as a file with no code yet may be written, is an empty list.
    codes: z.preprocess((value) => value ?? [], z.array(siteCodeSchema).readonly()).describe('Une entrée par prestataire'),
  })
  .superRefine((file, context) => {
    const seen = new Map<Provider, number>();
    file.codes.forEach((entry, index) => {
      const first = seen.get(entry.provider);
      if (first === undefined) seen.set(entry.provider, index);
      else
        context.addIssue({
          code: 'custom',
          path: ['codes', index, 'provider'],
          message: `${entry.provider} a déjà une entrée (codes[${first + 1}])`,
        });
    });
  });

export type SiteCode = z.output<typeof siteCodeSchema>;
