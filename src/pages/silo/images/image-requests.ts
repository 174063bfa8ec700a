import { apiRequest } from '~/api/client'

/** The promote modal's call: a project image (by id) becomes a silo image. */
export const imagePromoteRequest = (image: string) =>
  apiRequest('imagePromote', { path: { image } })

/** The demote modal's call: a silo image moves into the picked project. */
export const imageDemoteRequest = (image: string, project: string) =>
  apiRequest('imageDemote', { path: { image }, query: { project } })
