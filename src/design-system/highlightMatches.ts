export interface TextSegment { text: string; match: boolean }

const WORD_BREAK = /[\s,/()-]/;

/**
 * Splits `label` into plain and matching runs: every word of `query` is marked where it starts
 * a word of the label ("12 queen st auck" marks "12", "Queen", "St" of Street, "Auck" of Auckland).
 * Linear in the label per query word, so 50 rows cost microseconds.
 */
export function highlightMatches(label: string, query: string): TextSegment[] {
  const words = query.toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (words.length === 0 || label === '') return [{ text: label, match: false }];
  const lower = label.toLowerCase();
  const marked = new Uint8Array(label.length);
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (at === 0 || WORD_BREAK.test(lower.charAt(at - 1))) marked.fill(1, at, at + word.length);
    }
  }
  const segments: TextSegment[] = [];
  let start = 0;
  for (let i = 1; i <= label.length; i += 1) {
    if (i === label.length || marked[i] !== marked[start]) {
      segments.push({ text: label.slice(start, i), match: marked[start] === 1 });
      start = i;
    }
  }
  return segments;
}
