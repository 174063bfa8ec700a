import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { createTrustRoot } from '~/api/raw-body'
import type { RouteHandle } from '~/components/breadcrumbs'
import { FileField } from '~/components/form/file-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { addToast } from '~/ui/toast'
import type { LoadedFile } from '~/util/file'
import { paths } from '~/util/paths'
import { trustRootCreateRequest } from './update-requests'

export const handle: RouteHandle = { title: 'Add trust root' }

type Values = { root: LoadedFile | null }

/** Add a trust root from its `root.json`, sent as the file has it. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues: { root: null } })
  const created = useRef<string | null>(null)
  return (
    <SideModalForm
      title="Add trust root"
      submitLabel="Add trust root"
      form={form}
      errorTitle="Could not add the trust root"
      request={trustRootCreateRequest}
      onDismiss={() => navigate(paths.systemUpdateTrustRoots())}
      onSubmit={async ({ root }) => {
        if (!root) return
        created.current = (await createTrustRoot(root.content)).id
      }}
      onSuccess={() => {
        const trustRootId = created.current
        addToast({ title: 'Trust root added' })
        navigate(
          trustRootId
            ? paths.systemUpdateTrustRoot({ trustRootId })
            : paths.systemUpdateTrustRoots(),
        )
      }}
    >
      <FileField
        control={form.control}
        name="root"
        label="Root role file"
        required
        as="text"
        accept=".json,application/json"
        description="The release's TUF root role, root.json."
      />
    </SideModalForm>
  )
}
