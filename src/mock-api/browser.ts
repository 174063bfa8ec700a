/**
 * The mock's entry in the page: every dynamic import of the mock in the app goes
 * through here. zod reads its `jitless` setting when a schema is built, and the
 * generated validators build theirs as their module runs; with the JIT on, zod
 * probes `new Function`, which the rack's CSP reports as a violation. A bundler
 * may run a shared chunk's modules before an importer's first import, so the
 * setting is made here and the mock is loaded only after it.
 */
await import('./zod-config')

export const mock = await import('./index')
