/** A page of a list operation, as the generated client returns it. */
type Page<T> = { items: T[]; nextPage?: string | null }

/**
 * Every item of a list, page after page: for views that must see them all
 * (an issue on the 51st disk is still an issue). Stops if a token repeats.
 */
export async function fetchAllItems<T>(
  fetchPage: (pageToken: string | undefined) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = []
  const seen = new Set<string>()
  let token: string | undefined
  do {
    const page = await fetchPage(token)
    items.push(...page.items)
    token = page.nextPage ?? undefined
    if (token && seen.has(token)) break
    if (token) seen.add(token)
  } while (token)
  return items
}
