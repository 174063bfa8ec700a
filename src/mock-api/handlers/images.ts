import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { snapshotActions } from '~/api/states'
import { requireProjectRole, requireSiloRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { assertNameFree, NoContent, newResource, now, removeWhere } from './util'

type Image = Json<Api.Image>

/** Project images of a project, or silo images (no project). */
const imagesIn = (projectId: string | null) =>
  db.images.filter((i) => (i.project_id ?? null) === projectId)

/** Writing a silo image needs a silo role; a project image, a project role. */
function requireImageWrite(projectId: string | null) {
  if (projectId) requireProjectRole(projectId, 'collaborator')
  else requireSiloRole('collaborator')
}

export const imageHandlers = {
  imageList({ query }) {
    const projectId = query.project ? lookup.project(query).id : null
    return paginated(query, imagesIn(projectId))
  },

  imageCreate({ query, body }) {
    const projectId = query.project ? lookup.project(query).id : null
    requireImageWrite(projectId)
    assertNameFree('image', imagesIn(projectId), body.name)
    const snapshot = lookup.snapshot({ snapshot: body.source.id })
    if (!snapshotActions.createImage.includes(snapshot.state)) {
      throw badRequest(`snapshot "${snapshot.name}" is ${snapshot.state}, not ready`)
    }
    // the image keeps the block size of the disk the snapshot was taken of
    const disk = db.disks.find((d) => d.id === snapshot.disk_id)
    const image: Image = {
      ...newResource(body),
      os: body.os,
      version: body.version,
      project_id: projectId,
      size: snapshot.size,
      block_size: disk?.block_size ?? 512,
      digest: null,
    }
    db.images.push(image)
    return image
  },

  imageView: ({ path, query }) => lookup.image({ ...path, ...query }),

  imageDelete({ path, query }) {
    const image = lookup.image({ ...path, ...query })
    requireImageWrite(image.project_id ?? null)
    removeWhere(db.images, (i) => i.id === image.id)
    return NoContent
  },

  /** Project image -> silo image. */
  imagePromote({ path, query }) {
    const image = lookup.image({ ...path, ...query })
    if (!image.project_id) throw badRequest(`image "${image.name}" is already a silo image`)
    requireSiloRole('collaborator')
    assertNameFree('image', imagesIn(null), image.name)
    image.project_id = null
    image.time_modified = now()
    return image
  },

  /** Silo image -> project image of `project`. */
  imageDemote({ path, query }) {
    const image = lookup.image({ image: path.image })
    if (image.project_id) throw badRequest(`image "${image.name}" is not a silo image`)
    requireSiloRole('collaborator')
    const project = lookup.project(query)
    assertNameFree('image', imagesIn(project.id), image.name)
    image.project_id = project.id
    image.time_modified = now()
    return image
  },
} satisfies Partial<MSWHandlers>
