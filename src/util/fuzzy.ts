/**
 * A small fuzzy matcher for the command palette: the typed characters must
 * appear in the text in order (a subsequence, ignoring case and the query's
 * spaces); among the ways they can, the best-scoring one wins. Runs of
 * consecutive characters, matches at the start of a word and at the start of
 * the text score higher; skipped characters cost a little. Pure, no DOM.
 */
export type FuzzyMatch = {
  score: number
  /** positions in the text of the matched characters, ascending */
  indices: number[]
}

const MATCH = 1
const CONSECUTIVE = 10
const WORD_START = 7
const TEXT_START = 2
const GAP = 0.5

const isSeparator = (c: string) => c === ' ' || c === '-' || c === '_' || c === '/' || c === '.'

/** How much matching the text's character at `j` is worth, before gaps and runs. */
function charScore(text: string, j: number): number {
  if (j === 0) return MATCH + WORD_START + TEXT_START
  const prev = text[j - 1]
  const c = text[j]
  const camel = prev.toLowerCase() === prev && c.toUpperCase() === c && c.toLowerCase() !== c
  return isSeparator(prev) || camel ? MATCH + WORD_START : MATCH
}

export function fuzzyMatch(query: string, text: string): FuzzyMatch | null {
  const q = query.replace(/\s+/g, '').toLowerCase()
  if (!q) return { score: 0, indices: [] }
  const t = text.toLowerCase()
  const m = q.length
  const n = t.length
  if (m > n) return null

  // best[i][j]: the best score of matching q[0..i] with q[i] on t[j]; from[i][j]: where q[i-1] sat
  const best: number[][] = []
  const from: number[][] = []
  for (let i = 0; i < m; i++) {
    const row = new Array<number>(n).fill(Number.NEGATIVE_INFINITY)
    const back = new Array<number>(n).fill(-1)
    // the best earlier position for a gap, kept as score + GAP * position so the
    // gap's cost (GAP per skipped character) is one subtraction
    let gapBest = Number.NEGATIVE_INFINITY
    let gapFrom = -1
    for (let j = i; j < n; j++) {
      if (i > 0 && j >= 2) {
        const k = j - 2
        const v = best[i - 1][k] + GAP * k
        if (v > gapBest) {
          gapBest = v
          gapFrom = k
        }
      }
      if (t[j] !== q[i]) continue
      const own = charScore(text, j)
      if (i === 0) {
        // characters skipped before the first match cost too, so earlier is better
        row[j] = own - GAP * j
        continue
      }
      const run = best[i - 1][j - 1] + CONSECUTIVE
      const gap = gapBest - GAP * (j - 1)
      if (run >= gap && run > Number.NEGATIVE_INFINITY) {
        row[j] = own + run
        back[j] = j - 1
      } else if (gap > Number.NEGATIVE_INFINITY) {
        row[j] = own + gap
        back[j] = gapFrom
      }
    }
    best.push(row)
    from.push(back)
  }

  let end = -1
  for (let j = 0; j < n; j++) if (end < 0 || best[m - 1][j] > best[m - 1][end]) end = j
  if (end < 0 || best[m - 1][end] === Number.NEGATIVE_INFINITY) return null
  const indices = new Array<number>(m)
  for (let i = m - 1, j = end; i >= 0; i--) {
    indices[i] = j
    j = from[i][j]
  }
  // of two equal matches the shorter text is the closer one
  return { score: best[m - 1][end] - (n - m) * 0.01, indices }
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

/**
 * The items that match, best first; equal scores keep the given order. An
 * empty query matches everything, in the given order.
 */
export function fuzzyFilter<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
): { item: T; match: FuzzyMatch }[] {
  const scored: { item: T; match: FuzzyMatch; order: number }[] = []
  items.forEach((item, order) => {
    const match = fuzzyMatch(query, textOf(item))
    if (match) scored.push({ item, match, order })
  })
  scored.sort((a, b) => b.match.score - a.match.score || a.order - b.order)
  return scored.map(({ item, match }) => ({ item, match }))
}
