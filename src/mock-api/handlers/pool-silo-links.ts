import { lookup } from '../db'
import { errorResponse, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { NoContent, removeWhere } from './util'

type Link = { silo_id: string; is_default: boolean }
type PageQuery = { limit?: number | null; page_token?: string | null }

/**
 * The silo links of a kind of pool (IP pools, subnet pools): list, link,
 * make or clear the default, unlink. A silo has one default pool per IP
 * version: making one default unsets the other.
 */
export function poolSiloLinks<L extends Link>({
  type,
  table,
  poolIdOf,
  newLink,
  versionOf,
}: {
  /** the errors' resource type: "ip-pool" */
  type: string
  /** the db table (read each call: a reset replaces it) */
  table: () => L[]
  poolIdOf: (link: L) => string
  newLink: (poolId: string, siloId: string) => L
  /** a pool's IP version, by id */
  versionOf: (poolId: string) => string | undefined
}) {
  const linkOf = (poolId: string, siloId: string) => {
    const link = table().find((l) => poolIdOf(l) === poolId && l.silo_id === siloId)
    if (!link) throw lookupNotFound(`${type}-silo-link`, siloId)
    return link
  }
  const makeDefault = (link: L) => {
    const version = versionOf(poolIdOf(link))
    for (const other of table()) {
      if (other.silo_id === link.silo_id && versionOf(poolIdOf(other)) === version) {
        other.is_default = false
      }
    }
    link.is_default = true
  }
  return {
    list: (poolId: string, query: PageQuery) =>
      paginated(
        query,
        table().filter((l) => poolIdOf(l) === poolId),
        (l) => l.silo_id,
      ),
    link(poolId: string, body: { silo: string; is_default: boolean }) {
      const silo = lookup.silo({ silo: body.silo })
      if (table().some((l) => poolIdOf(l) === poolId && l.silo_id === silo.id)) {
        throw errorResponse(
          400,
          'ObjectAlreadyExists',
          `already exists: ${type}-resource "${silo.name}"`,
        )
      }
      const link = newLink(poolId, silo.id)
      table().push(link)
      if (body.is_default) makeDefault(link)
      return link
    },
    update(poolId: string, silo: string, body: { is_default: boolean }) {
      const link = linkOf(poolId, lookup.silo({ silo }).id)
      if (body.is_default) makeDefault(link)
      else link.is_default = false
      return link
    },
    /** `check` may refuse, given the silo, before the link goes. */
    unlink(poolId: string, silo: string, check?: (silo: { id: string; name: string }) => void) {
      const found = lookup.silo({ silo })
      const link = linkOf(poolId, found.id)
      check?.(found)
      removeWhere(table(), (l) => l === link)
      return NoContent
    },
  }
}
