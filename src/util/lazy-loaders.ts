import type { LoaderFunctionArgs } from 'react-router'

type Loader = (args: LoaderFunctionArgs) => unknown

/** Every area's module, in the order the route table names them. */
const areas: Array<() => Promise<unknown>> = []

/**
 * An area's loaders from a module the router fetches on the area's first
 * visit, not with the app's first load: `const area = lazyLoaders(() =>
 * import('./loaders'))`, then `loader: area('pageLoader')` in the route
 * table. The module is one small chunk before that first visit's data, loaded
 * beside the page's code; later visits find it loaded. Every route's loader is
 * named this way: the first load carries no page's loaders but its own.
 */
export function lazyLoaders<M>(load: () => Promise<M>) {
  areas.push(load)
  return (name: { [K in keyof M]: M[K] extends Loader ? K : never }[keyof M] & string) =>
    async (args: LoaderFunctionArgs): Promise<unknown> => {
      const module = await load()
      return (module[name] as Loader)(args)
    }
}

/**
 * Loads every area's loaders module (with the shared code they import, about
 * 13 KB gzip in all) while the page has nothing else to do. A first visit to
 * an area otherwise waits for its module, and for the chunks it shares with
 * the page's code, before it can ask for its data: with them here, the data
 * call leaves at once and the page's code loads while it is out. A module that
 * fails to load here is asked for again by its first visit.
 */
export function preloadLoaders() {
  for (const load of areas) load().catch(() => {})
}
