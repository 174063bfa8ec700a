import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { IdProperty, Property, TimeProperty } from '~/components/property'
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
        <Property term="Shared with">
          {projectLink ? (
            <>
              Project <Link to={projectLink.to}>{projectLink.name}</Link>
            </>
          ) : (
            'Every project in the silo'
          )}
        </Property>
        <IdProperty id={image.id} />
        <Property term="Size">{formatBytes(image.size)}</Property>
        <Property term="Block size">{image.blockSize} bytes</Property>
        {image.digest && (
          <Property term="Digest" mono>
            {image.digest.type}:{image.digest.value}
          </Property>
        )}
        <TimeProperty date={image.timeCreated} />
        <TimeProperty term="Updated" date={image.timeModified} />
      </dl>
      <IdentityFields control={form.control} readOnly />
      <TextField control={form.control} name="os" label="OS" readOnly />
      <TextField control={form.control} name="version" label="Version" readOnly />
    </SideModalForm>
  )
}
