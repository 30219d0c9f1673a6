/** Edit distance (insertions, deletions, substitutions), case-insensitive: typos in names are mostly case or one letter. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/**
 * The valid name closest to a wrong one, when it is close enough to be a typo
 * (a third of the longer name, at least 2 edits), or a prefix of it (« BOURSO » → BOURSOBANK).
 */
export function nearest(value: string, options: readonly string[]): string | undefined {
  let best: { option: string; score: number } | undefined;
  for (const option of options) {
    const prefix = option.toLowerCase().startsWith(value.toLowerCase()) || value.toLowerCase().startsWith(option.toLowerCase());
    // A prefix is the likeliest intent; among prefixes, the closest one.
    const score = prefix && value.length >= 3 ? 0.5 + distance(value, option) / 1000 : distance(value, option);
    if (!best || score < best.score) best = { option, score };
  }
  if (!best) return undefined;
  const limit = Math.max(2, Math.ceil(Math.max(value.length, best.option.length) / 3));
  return best.score <= limit ? best.option : undefined;
}

export const guillemets = (text: string) => `«\u00a0${text}\u00a0»`;

/** « ; vouliez-vous dire X ? » with the nearest option, or the list of options when none is close. */
export function suggestion(
  value: string,
  options: readonly string[],
  quote: (option: string) => string = guillemets,
  listLabel = 'valeurs possibles',
): string {
  const near = nearest(value, options);
  if (near !== undefined) return `vouliez-vous dire ${quote(near)}\u00a0?`;
  return `${listLabel}\u00a0: ${options.map(quote).join(', ')}`;
}
