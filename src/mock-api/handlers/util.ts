import { alreadyExists } from '../errors'
import { type PageParams, paginated } from '../paginate'

export const now = () => new Date().toISOString()
export const newId = () => crypto.randomUUID()

/** The identity of a newly created named resource: a fresh id, the body's name and description, created and modified now. */
export function newResource(body: { name: string; description: string }) {
  const time = now()
  return {
    id: newId(),
    name: body.name,
    description: body.description,
    time_created: time,
    time_modified: time,
  }
}

/** 204 No Content: what the generated wrapper sends for a number result */
export const NoContent = 204

/** 400 ObjectAlreadyExists when `name` is taken among `siblings`. */
export function assertNameFree(type: string, siblings: { name: string }[], name: string) {
  if (siblings.some((s) => s.name === name)) throw alreadyExists(type, name)
}

/** Remove matching rows from a table in place. */
export function removeWhere<T>(items: T[], pred: (item: T) => boolean) {
  for (let i = items.length - 1; i >= 0; i--) if (pred(items[i])) items.splice(i, 1)
}

/** Apply the defined fields of an update body and bump `time_modified`. */
export function applyUpdate<T extends { time_modified: string }>(
  item: T,
  update: { [K in keyof T]?: T[K] | null },
) {
  for (const [k, v] of Object.entries(update)) {
    if (v !== undefined && v !== null) (item as Record<string, unknown>)[k] = v
  }
  item.time_modified = now()
  return item
}

/** A list handler: one page of the children of the parent its query names. */
export const childList =
  <Q, C extends object>(
    parentOf: (query: Q) => { id: string },
    children: (parentId: string) => readonly C[],
  ) =>
  ({ query }: { query: Q & PageParams }) =>
    paginated(query, children(parentOf(query).id))
