import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { uploadRepository } from '~/api/raw-body'
import type { RouteHandle } from '~/components/breadcrumbs'
import { stepsFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { UploadFileField } from '~/components/form/upload-file-field'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { repositoryUploadRequest } from './update-requests'

export const handle: RouteHandle = { title: 'Upload repository' }

type Values = { file: File | null }

/**
 * Upload a release's repository (its zip, sent as it is), with the bytes sent
 * so far and a cancel. Nexus reads the version from the signed metadata inside.
 */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues: { file: null } })
  const [sent, setSent] = useState<{ done: number; total: number } | null>(null)
  const controller = useRef<AbortController | null>(null)
  // leaving the form stops the upload
  useEffect(() => () => controller.current?.abort(), [])
  return (
    <SideModalForm
      {...stepsFormProps(
        form,
        {
          title: 'Upload repository',
          submitLabel: 'Upload',
          toast: (_, result) => ({
            title:
              result.status === 'inserted' ? 'Repository uploaded' : 'Repository already uploaded',
            content: result.repo.systemVersion,
          }),
          request: ({ file }) => repositoryUploadRequest(file),
        },
        async ({ file }: Values) => {
          // the field is required: the shell calls this with a file
          if (!file) throw new Error('No repository file')
          const ac = new AbortController()
          controller.current = ac
          setSent({ done: 0, total: file.size })
          try {
            return await uploadRepository(file, {
              signal: ac.signal,
              onProgress: (done, total) => setSent({ done, total }),
            })
          } finally {
            setSent(null)
            controller.current = null
          }
        },
        (systemVersion) => navigate(paths.systemUpdateRepo({ systemVersion })),
      )}
      errorTitle="Could not upload the repository"
      onDismiss={() => navigate(paths.systemUpdateRepos())}
    >
      <UploadFileField
        control={form.control}
        name="file"
        label="Repository file"
        required
        description="The release's zip file, as Oxide ships it (e.g. oxide-17.0.0.zip)."
        disabled={!!sent}
      />
      {sent && (
        <div className="list-progress">
          <progress
            aria-label="Upload progress"
            max={sent.total}
            value={sent.done}
            aria-valuetext={`${formatBytes(sent.done)} of ${formatBytes(sent.total)}`}
          />
          <span>
            {formatBytes(sent.done)} of {formatBytes(sent.total)}
          </span>
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      )}
    </SideModalForm>
  )
}
