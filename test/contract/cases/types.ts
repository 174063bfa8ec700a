import type { MSWHandlers } from '~/api/__generated__/msw-handlers'

type Schema = { parse: (input: unknown) => unknown }

/**
 * One request per implemented operation, with the schema of its response
 * (`null` for an empty success body). `status` defaults to 200 or 204.
 * `setup` calls run first (each case starts from the fixtures).
 */
export type Case = {
  op: keyof MSWHandlers
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: unknown
  schema: Schema | null
  status?: number
  setup?: [method: string, path: string, body?: unknown][]
}

export const GiB = 1024 ** 3
