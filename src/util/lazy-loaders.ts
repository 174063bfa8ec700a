import type { LoaderFunctionArgs } from 'react-router'

type Loader = (args: LoaderFunctionArgs) => unknown

/**
 * An area's loaders from a module the router fetches on the area's first
 * visit, not with the app's first load: `const area = lazyLoaders(() =>
 * import('./loaders'))`, then `loader: area('pageLoader')` in the route
 * table. The module is one small chunk before that first visit's data, loaded
 * beside the page's code; later visits find it loaded. Every route's loader is
 * named this way: the first load carries no page's loaders but its own.
 */
export function lazyLoaders<M>(load: () => Promise<M>) {
  return (name: { [K in keyof M]: M[K] extends Loader ? K : never }[keyof M] & string) =>
    async (args: LoaderFunctionArgs): Promise<unknown> => {
      const module = await load()
      return (module[name] as Loader)(args)
    }
}
