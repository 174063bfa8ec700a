/**
 * The API refuses a list with repeated items ("Items must be unique"). Items are compared by `key`
 * (the item itself by default, so objects need a key to compare by value).
 */
export function validateUnique<T>(
  items: readonly T[],
  key: (item: T) => unknown = (item) => item,
): string | undefined {
  return new Set(items.map(key)).size === items.length ? undefined : 'Items must be unique'
}
