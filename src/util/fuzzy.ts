import fuzzysort from 'fuzzysort'

/**
 * The command palette's matcher, on fuzzysort (SublimeText-like): each word
 * of the query must appear in the text with its letters in order, ignoring
 * case. Runs of consecutive letters, word starts (after a space, a dash or a
 * camelCase hump) and shorter texts rank higher. Pure, no DOM.
 */
export type FuzzyMatch = {
  /** fuzzysort's score: 1 is exact, higher is better */
  score: number
  /** positions in the text of the matched characters, ascending */
  indices: readonly number[]
}

/**
 * The items that match, best first; equal scores keep the given order. An
 * empty query matches everything, in the given order.
 */
export function fuzzyFilter<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
): { item: T; match: FuzzyMatch }[] {
  if (!query.trim()) return items.map((item) => ({ item, match: { score: 0, indices: [] } }))
  const entries = items.map((item, order) => ({ item, order }))
  // threshold 0 and no limit: every match, however weak (the palette caps what it shows)
  const results = fuzzysort.go(query, entries, {
    key: (entry) => textOf(entry.item),
    threshold: 0,
    limit: 0,
  })
  return [...results]
    .sort((a, b) => b.score - a.score || a.obj.order - b.obj.order)
    .map((r) => ({
      item: r.obj.item,
      match: { score: r.score, indices: [...r.indexes].sort((x, y) => x - y) },
    }))
}

export type TextPart = { text: string; match: boolean }

/** The text cut into matched and unmatched runs, for highlighting as elements (never HTML). */
export function highlightParts(text: string, indices: readonly number[]): TextPart[] {
  const hit = new Set(indices)
  const parts: TextPart[] = []
  for (let j = 0; j < text.length; j++) {
    const match = hit.has(j)
    const last = parts[parts.length - 1]
    if (last && last.match === match) last.text += text[j]
    else parts.push({ text: text[j], match })
  }
  return parts
}
