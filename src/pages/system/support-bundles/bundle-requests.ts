import { apiRequest } from '~/api/client'

/** A bundle's comment as the API takes it: trimmed, and null when empty. */
const comment = (userComment: string) => ({ userComment: userComment.trim() || null })

export const supportBundleCreateRequest = (userComment: string) =>
  apiRequest('supportBundleCreate', { body: comment(userComment) })

export const supportBundleUpdateRequest = (userComment: string, bundleId: string) =>
  apiRequest('supportBundleUpdate', { path: { bundleId }, body: comment(userComment) })
