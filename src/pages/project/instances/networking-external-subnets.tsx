import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { ExternalSubnet } from '~/api/__generated__/Api'
import { useAllPages, useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { actionsColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { columnHelper } from '~/components/table-features'
import {
  confirmDetachExternalSubnet,
  externalSubnetQueries,
} from '~/pages/project/external-subnets/external-subnet-actions'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { instanceParams } from './loaders'

type Target = { project: string; instance: string }

const col = columnHelper<ExternalSubnet>()

/** The external subnets routed to the instance, to attach and detach. */
export function ExternalSubnetSection({ project, instance }: Target) {
  const titleId = useId()
  const [attaching, setAttaching] = useState(false)
  const { data } = usePrefetchedApiQuery(
    'instanceExternalSubnetList',
    instanceParams({ project, instance }),
  )
  const columns = useMemo(
    () => [
      col.display({
        id: 'name',
        header: 'Name',
        cell: ({ row }) => <Link to={paths.externalSubnets({ project })}>{row.original.name}</Link>,
      }),
      col.display({
        id: 'subnet',
        header: 'Subnet',
        cell: ({ row }) => <span className="mono">{row.original.subnet}</span>,
      }),
      actionsColumn<ExternalSubnet>((subnet) => [
        {
          label: 'Detach',
          onSelect: () => confirmDetachExternalSubnet(project, subnet, instance),
        },
      ]),
    ],
    [project, instance],
  )
  return (
    <section aria-labelledby={titleId}>
      <div className="compute-section-header">
        <h2 className="section-title" id={titleId}>
          External subnets
        </h2>
        <span className="compute-section-actions">
          <Button size="sm" onClick={() => setAttaching(true)}>
            Attach external subnet
          </Button>
        </span>
      </div>
      <DataTable
        rows={data.items}
        columns={columns}
        label="External subnets"
        rowId={(s) => s.id}
        emptyState={
          <EmptyState
            title="No external subnets"
            body="Attach one of the project's external subnets to route a whole block to this instance."
          />
        }
      />
      {attaching && (
        <AttachModal project={project} instance={instance} onDismiss={() => setAttaching(false)} />
      )}
    </section>
  )
}

function AttachModal({ project, instance, onDismiss }: Target & { onDismiss: () => void }) {
  // a form's on-demand list: only asked for when the person opens the form
  const all = useAllPages('externalSubnetList', { query: { project } })
  const free = (all.data?.items ?? []).filter((s) => !s.instanceId)
  const form = useForm<{ subnet: string }>({ defaultValues: { subnet: '' } })
  const attach = useApiMutation('externalSubnetAttach', {
    invalidates: [...externalSubnetQueries],
    onSuccess: (_, { path }) => {
      addToast({
        title: 'External subnet attached',
        content: `${path.externalSubnet} to ${instance}`,
      })
      onDismiss()
    },
  })
  return (
    <ModalForm
      title="Attach external subnet"
      submitLabel="Attach"
      form={form}
      onDismiss={onDismiss}
      onSubmit={({ subnet }) =>
        attach.mutateAsync({
          path: { externalSubnet: subnet },
          query: { project },
          body: { instance },
        })
      }
      errorTitle="Could not attach external subnet"
    >
      <ComboboxField
        control={form.control}
        name="subnet"
        label="External subnet"
        required
        placeholder={
          all.data && !free.length ? 'No unattached external subnet' : 'Choose an external subnet'
        }
        description="External subnets of this project not attached to an instance."
        items={free.map((s) => ({ value: s.name, label: `${s.name} (${s.subnet})` }))}
      />
    </ModalForm>
  )
}
