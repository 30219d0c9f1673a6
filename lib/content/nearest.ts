/** Edit distance (insertions, deletions, substitutions), case-insensitive. */
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

/** The valid name closest to a mistyped one, when it is close enough to be a typo. */
export function nearest(value: string, options: readonly string[]): string | undefined {
  let best: { option: string; score: number } | undefined;
  for (const option of options) {
    const score = distance(value, option);
    if (!best || score < best.score) best = { option, score };
  }
  return best && best.score <= Math.max(2, Math.floor(best.option.length / 3)) ? best.option : undefined;
}

/** « , vouliez-vous dire X ? » when a valid name is near, else nothing. */
export function didYouMean(value: string, options: readonly string[]): string {
  const match = nearest(value, options);
  return match ? `\u00a0; vouliez-vous dire ${match}\u00a0?` : '';
}
