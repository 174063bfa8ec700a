import { apiRequest } from '~/api/client'
import { placeholder } from '~/api/request-text'

/**
 * The two update forms' calls for their "Equivalent CLI / API" panel: the
 * file each sends as its body shows as a shell variable, never its bytes.
 */

/** `systemUpdateRepositoryUpload`: the zip's name is the `file_name` query. */
export const repositoryUploadRequest = (file: File | null) =>
  file
    ? {
        ...apiRequest('systemUpdateRepositoryUpload', { query: { fileName: file.name } }),
        fileBody: { variable: placeholder('REPO_FILE'), contentType: 'application/octet-stream' },
      }
    : undefined

/** `systemUpdateTrustRootCreate`: the root role's JSON, as the file has it. */
export const trustRootCreateRequest = () => ({
  ...apiRequest('systemUpdateTrustRootCreate', {}),
  fileBody: { variable: placeholder('TRUST_ROOT_FILE'), contentType: 'application/json' },
})
