import { useForm } from 'react-hook-form'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { DataTable } from '~/components/data-table'
import { DateTime } from '~/components/date-time'
import { TextField } from '~/components/form/text-field'
import { PageHeader } from '~/components/page-header'
import { Property } from '~/components/property'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { validateSystemVersion } from '~/util/semver'
import { useIsFleetAdmin } from '../use-fleet-role'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'System update', to: paths.systemUpdate() }],
}

type VersionCount = { version: string; count: number }
const col = columnHelper<VersionCount>()
const columns = [
  col.display({
    id: 'version',
    header: 'Release version',
    cell: ({ row }) => <span className="mono">{row.original.version}</span>,
  }),
  col.display({ id: 'count', header: 'Components', cell: ({ row }) => row.original.count }),
]

/** The update's status (`systemUpdateStatus`) and, for fleet admins, setting the target release. */
export function Component() {
  const { data: status } = usePrefetchedApiQuery('systemUpdateStatus', {})
  const isAdmin = useIsFleetAdmin()
  const target = status.targetRelease
  const versions = Object.entries(status.componentsByReleaseVersion).map(([version, count]) => ({
    version,
    count,
  }))
  return (
    <>
      <PageHeader title="System update" />
      <dl className="properties" aria-label="Update status">
        <Property term="Target release" mono>
          {target ? target.version : 'None set'}
        </Property>
        <Property term="Requested">
          {target ? <DateTime date={target.timeRequested} /> : '—'}
        </Property>
        <Property term="Last step planned">
          <DateTime date={status.timeLastStepPlanned} />
        </Property>
        <Property term="Status" className="badge-list">
          {status.contactSupport && <Badge color="red">contact support</Badge>}
          {status.suspended && <Badge color="yellow">suspended</Badge>}
          {!status.contactSupport && !status.suspended && <Badge color="green">on track</Badge>}
        </Property>
      </dl>
      <TitledSection title="Components by release version">
        <DataTable
          rows={versions}
          columns={columns}
          label="Components by release version"
          rowId={(v) => v.version}
        />
      </TitledSection>
      {isAdmin ? (
        <TargetReleaseForm current={target?.version} />
      ) : (
        <p className="page-note">Only fleet admins can set the target release.</p>
      )}
    </>
  )
}

type Values = { systemVersion: string }

function TargetReleaseForm({ current }: { current: string | undefined }) {
  const form = useForm<Values>({ defaultValues: { systemVersion: '' } })
  const update = useApiMutation('targetReleaseUpdate', { invalidates: ['systemUpdateStatus'] })
  // the version is checked here, then the operator confirms (the update changes every sled)
  const submit = form.handleSubmit(({ systemVersion }) =>
    confirmAction({
      title: 'Set target release',
      body: (
        <>
          Set the target release to <strong>{systemVersion}</strong>? The system starts updating its
          components to it.
        </>
      ),
      confirmLabel: 'Set target release',
      errorTitle: 'Could not set target release',
      action: async () => {
        await update.mutateAsync({ body: { systemVersion } })
        addToast({ title: 'Target release set', content: systemVersion })
        form.reset({ systemVersion: '' })
      },
    }),
  )
  return (
    <TitledSection title="Set target release">
      <form
        className="update-form"
        aria-label="Set target release"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <TextField
          control={form.control}
          name="systemVersion"
          label="System version"
          required
          placeholder="17.0.0"
          description="The release the system updates to: a semantic version, like 17.0.0."
          validate={(v) =>
            validateSystemVersion(v) ?? (v === current ? 'Already the target release' : undefined)
          }
        />
        <div>
          <Button type="submit">Set target release</Button>
        </div>
      </form>
    </TitledSection>
  )
}
