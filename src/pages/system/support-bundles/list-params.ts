/**
 * The list's params, shared by its loader and its page (one query key). Kept
 * out of loaders.ts: a page importing the loader module would split the route
 * table's shared modules into extra first-load chunks.
 */
/** Newest first: the bundle just asked for is the one an operator looks for. */
export const bundlesListParams = { query: { sortBy: 'time_and_id_descending' as const } }
