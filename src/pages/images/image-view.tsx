import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { DateTime } from '~/components/date-time'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { formatBytes } from '~/util/units'

/**
 * `images/{image}/edit`, for project and silo images alike: the API has no
 * image update, so it shows the image read-only (as the Oxide console does).
 */
export function ImageView({
  image,
  onDismiss,
  projectLink,
}: {
  image: Image
  onDismiss: () => void
  /** where the image's project is, for a project image */
  projectLink?: { name: string; to: string }
}) {
  const form = useForm({
    defaultValues: {
      name: image.name,
      description: image.description,
      os: image.os,
      version: image.version,
    },
  })
  return (
    <SideModalForm
      title={image.projectId ? 'Project image' : 'Silo image'}
      form={form}
      onDismiss={onDismiss}
      request={() => apiRequest('imageView', { path: { image: image.id } })}
    >
      <dl className="properties" aria-label="Image properties">
        <dt>Shared with</dt>
        <dd>
          {projectLink ? (
            <>
              Project <Link to={projectLink.to}>{projectLink.name}</Link>
            </>
          ) : (
            'Every project in the silo'
          )}
        </dd>
        <dt>ID</dt>
        <dd className="mono">{image.id}</dd>
        <dt>Size</dt>
        <dd>{formatBytes(image.size)}</dd>
        <dt>Block size</dt>
        <dd>{image.blockSize} bytes</dd>
        {image.digest && (
          <>
            <dt>Digest</dt>
            <dd className="mono">
              {image.digest.type}:{image.digest.value}
            </dd>
          </>
        )}
        <dt>Created</dt>
        <dd>
          <DateTime date={image.timeCreated} />
        </dd>
        <dt>Updated</dt>
        <dd>
          <DateTime date={image.timeModified} />
        </dd>
      </dl>
      <NameField control={form.control} readOnly />
      <DescriptionField control={form.control} readOnly />
      <TextField control={form.control} name="os" label="OS" readOnly />
      <TextField control={form.control} name="version" label="Version" readOnly />
    </SideModalForm>
  )
}
