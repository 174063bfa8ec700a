import type { OperationId } from '~/api/client'
import { invalidateAfterDelete, markDeleted } from '~/api/query'

/**
 * A bulk delete's `finish`: the deleted resources' own queries are forgotten
 * (they would only 404, `markDeleted`), then the lists are invalidated, once
 * for the whole run.
 */
export const afterDelete =
  (pathParam: string, ...lists: OperationId[]) =>
  async (rows: { id?: string; name: string }[]) => {
    const deleted = markDeleted(
      pathParam,
      rows.flatMap((r) => (r.id ? [r.id, r.name] : [r.name])),
    )
    await deleted.forget()
    await invalidateAfterDelete(deleted, ...lists)
  }
