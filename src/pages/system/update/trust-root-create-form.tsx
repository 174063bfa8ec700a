import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { createTrustRoot } from '~/api/raw-body'
import type { RouteHandle } from '~/components/breadcrumbs'
import { FileField } from '~/components/form/file-field'
import { stepsFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import type { LoadedFile } from '~/util/file'
import { paths } from '~/util/paths'
import { trustRootCreateRequest } from './update-requests'

export const handle: RouteHandle = { title: 'Add trust root' }

type Values = { root: LoadedFile | null }

/** Add a trust root from its `root.json`, sent as the file has it. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm<Values>({ defaultValues: { root: null } })
  return (
    <SideModalForm
      {...stepsFormProps(
        form,
        {
          title: 'Add trust root',
          toast: () => ({ title: 'Trust root added' }),
          request: trustRootCreateRequest,
        },
        // the file is sent as it is, not as JSON the client would encode again
        async ({ root }) => (root ? (await createTrustRoot(root.content)).id : null),
        (_, trustRootId) =>
          navigate(
            trustRootId
              ? paths.systemUpdateTrustRoot({ trustRootId })
              : paths.systemUpdateTrustRoots(),
          ),
      )}
      errorTitle="Could not add the trust root"
      onDismiss={() => navigate(paths.systemUpdateTrustRoots())}
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
