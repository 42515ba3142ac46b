/**
 * How a place name is compared: people type Arabic with or without hamza and tashkeel, Latin names with or
 * without accents, hyphens and the article ("Al-Rabiah", "Rabiah", "الرابية", "رابيه").
 */

const LATIN_ARTICLES = new Set(['al', 'el']);

/** Lower case, no accents or tashkeel, one Arabic spelling per letter, punctuation as spaces. */
export function normaliseText(text: string): string {
  return (
    text
      // Compatibility decomposition splits accents and tashkeel off their letters, and hamza off alef,
      // waw and ya (أ إ آ ؤ ئ become ا ا ا و ي plus a mark); dropping every mark then unifies them.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/\u0640/g, '') // tatweel
      .replace(/\u0671/g, 'ا') // alef wasla
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .toLowerCase()
      .replace(/['’‘`ʼ]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** Words of a name for matching: the Arabic "ال" and a Latin "al"/"el" are not part of the word. */
export function nameTokens(text: string): string[] {
  const words = normaliseText(text).split(' ').filter(Boolean);
  const tokens = words
    .map((w) => (w.startsWith('ال') && w.length > 3 ? w.slice(2) : w))
    .filter((w) => !LATIN_ARTICLES.has(w));
  return tokens.length ? tokens : words;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** Typos a word of this length may have and still match (transliterations vary: Sweifieh, Swefieh). */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
