/**
 * `oxql` in the browser's developer console: `oxql.query('get …')` runs an
 * OxQL query and `oxql.schemas('search')` lists the timeseries schemas. Only
 * this stub is in the first load; the helper's code loads on its first call.
 */
export type OxqlHelper = {
  query: (text: string) => Promise<unknown>
  schemas: (search?: string) => Promise<unknown>
}

export function installOxqlHelper(target: object = globalThis) {
  const load = () => import('./oxql-console')
  const oxql: OxqlHelper = {
    query: (text) => load().then((m) => m.query(text)),
    schemas: (search) => load().then((m) => m.schemas(search)),
  }
  Object.assign(target, { oxql })
}
