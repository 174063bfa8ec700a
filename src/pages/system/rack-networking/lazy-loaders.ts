import type { LoaderFunctionArgs } from 'react-router'

type Loaders = typeof import('./loaders')

/**
 * A rack networking route's loader, by name, from the area's loaders module,
 * which is fetched on the area's first visit instead of with the shell (the
 * route table's bundle): first-load JS is at its budget. Its one small chunk
 * comes before the data on that first visit only; the page's code still loads
 * alongside the data.
 */
export const rackNetworking =
  (name: Extract<keyof Loaders, `${string}Loader`>) =>
  (args: LoaderFunctionArgs): Promise<unknown> =>
    import('./loaders').then((m) => (m[name] as (args: LoaderFunctionArgs) => unknown)(args))
