import type { LoaderFunctionArgs } from 'react-router'

type Loader = (args: LoaderFunctionArgs) => unknown

/**
 * An area's loaders from a module the router fetches on the area's first
 * visit, not with the app's first load: `const area = lazyLoaders(() =>
 * import('./loaders'))`, then `loader: area('pageLoader')` in the route
 * table. The module is one small chunk before that first visit's data; the
 * page's code still loads beside the data, and later visits find it loaded.
 * Operator areas only: the pages most people open first keep their loaders
 * in the first load.
 */
export function lazyLoaders<M>(load: () => Promise<M>) {
  return (name: { [K in keyof M]: M[K] extends Loader ? K : never }[keyof M] & string) =>
    async (args: LoaderFunctionArgs): Promise<unknown> => {
      const module = await load()
      return (module[name] as Loader)(args)
    }
}
