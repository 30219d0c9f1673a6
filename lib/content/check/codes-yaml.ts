import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { PROVIDERS } from '../../primes/providers';
import { suggestion } from '../../yaml-schema/nearest';
import { todayIso } from '../../yaml-schema/dates';
import type { ContentProblem } from '../../yaml-schema/problem';
import { isHttpsUrl } from './url-rule';

/** The site's referral codes, relative to the content folder. */
export const SITE_CODES_FILE = 'codes.yaml';

const FIELDS = ['provider', 'code', 'url', 'confirmed'] as const;
/** What referral programmes hand out: letters, digits, dashes, dots and underscores. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every problem of content/codes.yaml with its line and column, so the owner sees
 * where to fix a code before a visitor is sent to a wrong one.
 * `today` (YYYY-MM-DD) refuses a confirmation date in the future.
 */
export function checkSiteCodes(source: string, today = todayIso()): ContentProblem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const problems: ContentProblem[] = [];
  const atOffset = (offset: number, message: string) => {
    const { line, col } = lineCounter.linePos(offset);
    problems.push({ file: SITE_CODES_FILE, line, column: col, message });
  };
  const at = (node: Node | null | undefined, message: string) => atOffset(node?.range?.[0] ?? 0, message);
  for (const error of doc.errors) atOffset(error.pos[0], `YAML illisible (${error.code})`);
  if (problems.length > 0) return problems;

  const root = doc.contents;
  if (!isMap(root) || !root.has('codes')) {
    at(root, 'le fichier doit contenir une liste « codes: » (vide : « codes: [] »)');
    return problems;
  }
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (key !== 'codes') at(pair.key as Node, `champ inconnu « ${key} » (seul « codes » est attendu)`);
  }
  const list = root.get('codes', true);
  if (list === null || (isScalar(list) && list.value === null)) return problems;
  if (!isSeq(list)) {
    at(list as Node, '« codes » doit être une liste (une entrée « - provider: … » par prestataire)');
    return problems;
  }
  const seen = new Map<string, number>();
  list.items.forEach((item, index) => {
    if (!isMap(item)) {
      at(item as Node, `entrée ${index + 1} : attendu « provider », « code » ou « url », « confirmed »`);
      return;
    }
    const scalar = (field: string) => {
      const node = item.get(field, true);
      return isScalar(node) ? { node, value: node.value === null ? '' : String(node.value).trim() } : undefined;
    };
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!(FIELDS as readonly string[]).includes(key)) at(pair.key as Node, `champ inconnu « ${key} »\u00a0; ${suggestion(key, FIELDS, String, 'champs possibles')}`);
    }
    const provider = scalar('provider');
    if (!provider || provider.value === '') at(item, '« provider » manquant (clé du document de primes, par exemple FORTUNEO_GOLD)');
    else if (!(PROVIDERS as readonly string[]).includes(provider.value)) {
      at(provider.node, `prestataire inconnu « ${provider.value} »\u00a0; ${suggestion(provider.value, PROVIDERS, String, 'prestataires possibles')}`);
    } else if (seen.has(provider.value)) {
      at(provider.node, `${provider.value} a déjà une entrée (ligne ${seen.get(provider.value)})`);
    } else seen.set(provider.value, lineCounter.linePos(provider.node.range?.[0] ?? 0).line);

    const code = scalar('code');
    const url = scalar('url');
    if (!code && !url) at(item, 'ni « code » ni « url » : donnez au moins l’un des deux');
    if (code && !CODE.test(code.value)) {
      at(code.node, code.value === '' ? '« code » vide' : `code « ${code.value} » invalide (lettres, chiffres, « - », « _ » ou « . », 2 à 40 signes, sans espace)`);
    }
    if (url && !isHttpsUrl(url.value)) at(url.node, `« ${url.value} » n’est pas une adresse https valide`);

    const confirmed = scalar('confirmed');
    const date = confirmed?.node.value instanceof Date ? confirmed.node.value.toISOString().slice(0, 10) : confirmed?.value;
    if (!confirmed || !date) at(item, '« confirmed » manquant (date à laquelle vous avez vérifié le code, AAAA-MM-JJ)');
    else if (!DATE.test(date) || Number.isNaN(Date.parse(date))) at(confirmed.node, `date « ${date} » invalide (AAAA-MM-JJ)`);
    else if (date > today) at(confirmed.node, `date « ${date} » dans le futur`);
  });
  return problems;
}

/**
 * content/codes.yaml of a content folder, when it has one: the check that needs no
 * MDX file, run by `npm run check` (checkContent) and by the content build once
 * every document is read (contentlayer.config.ts onSuccess), so both say the same.
 */
export function checkSiteCodesFile(contentDir: string, today = todayIso()): ContentProblem[] {
  const path = join(contentDir, SITE_CODES_FILE);
  return existsSync(path) ? checkSiteCodes(readFileSync(path, 'utf8'), today) : [];
}
