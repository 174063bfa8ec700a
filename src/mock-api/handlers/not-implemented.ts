import type { MSWHandlers } from '~/api/__generated__/msw-handlers'

/**
 * Operations the mock does not implement: each answers 501 with an Error body.
 * Everything in the generated interface is either implemented by a handler
 * file or listed here, so the compiler names any operation that is in neither.
 */
export const notImplemented = [] as const satisfies readonly (keyof MSWHandlers)[]
