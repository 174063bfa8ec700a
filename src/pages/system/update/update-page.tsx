import { useForm } from 'react-hook-form'
import semverGt from 'semver/functions/gt'
import {
  allPagesQuery,
  apiQuery,
  mutate,
  usePrefetchedAllPages,
  usePrefetchedApiQuery,
} from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { DateTime } from '~/components/date-time'
import { SelectField } from '~/components/form/select-field'
import { Property, TimeProperty } from '~/components/property'
import { TitledSection } from '~/components/titled-section'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { reposParams } from './loaders'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Status', to: paths.systemUpdateStatus() }],
}

type VersionCount = { version: string; count: number }
const columns = [
  valueColumn<VersionCount>('version', 'Release version', (r) => (
    <span className="mono">{r.version}</span>
  )),
  valueColumn<VersionCount>('count', 'Components', (r) => r.count),
]

/** The update's status (`systemUpdateStatus`) and, for fleet admins, the target release and recovery. */
export function Component() {
  const { data: status } = usePrefetchedApiQuery('systemUpdateStatus', {})
  const repos = usePrefetchedAllPages('systemUpdateRepositoryList', reposParams).items
  const isAdmin = useIsFleetAdmin()
  const target = status.targetRelease
  const versions = Object.entries(status.componentsByReleaseVersion).map(([version, count]) => ({
    version,
    count,
  }))
  const uploaded = repos.map((r) => r.systemVersion)
  // the API refuses a target older than the current one: offer only newer releases
  const newer = uploaded.filter((v) => !target || semverGt(v, target.version))
  return (
    <>
      <dl className="properties" aria-label="Update status">
        <Property term="Target release" mono>
          {target ? target.version : 'None set'}
        </Property>
        <Property term="Requested">
          {target ? <DateTime date={target.timeRequested} /> : '—'}
        </Property>
        <TimeProperty term="Last step planned" date={status.timeLastStepPlanned} />
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
          reads={[
            apiQuery('systemUpdateStatus', {}),
            allPagesQuery('systemUpdateRepositoryList', reposParams),
          ]}
          rowId={(v) => v.version}
        />
      </TitledSection>
      {isAdmin ? (
        <>
          <VersionForm
            key={`target-${target?.version}`}
            title="Set target release"
            versions={newer}
            empty="No uploaded repository is newer than the target release: upload one first."
            description="The release the system updates to, from the uploaded repositories."
            confirm={(v) => ({
              body: (
                <>
                  Set the target release to <strong>{v}</strong>? The system starts updating its
                  components to it.
                </>
              ),
              done: 'Target release set',
              errorTitle: 'Could not set target release',
            })}
            operation="targetReleaseUpdate"
          />
          <VersionForm
            key={`recovery-${target?.version}`}
            title="Finish recovery"
            versions={uploaded}
            empty="No repository is uploaded: upload the release the rack was recovered to first."
            description="After the rack's software was recovered by hand (a MUPdate), the release it now runs."
            confirm={(v) => ({
              body: (
                <>
                  Finish recovery at <strong>{v}</strong>? This tells the system that the rack was
                  recovered to {v} outside the update system: {v} becomes the target release, even
                  if it is older than the current one, and updates resume from it.
                </>
              ),
              done: 'Recovery finished',
              errorTitle: 'Could not finish recovery',
            })}
            operation="systemUpdateRecoveryFinish"
          />
        </>
      ) : (
        <p className="page-note">Only fleet admins can set the target release.</p>
      )}
    </>
  )
}

type Values = { systemVersion: string }

type VersionFormProps = {
  title: string
  versions: string[]
  empty: string
  description: string
  confirm: (version: string) => { body: React.ReactNode; done: string; errorTitle: string }
  operation: 'targetReleaseUpdate' | 'systemUpdateRecoveryFinish'
}

/** A release picked from the uploaded repositories, sent after a confirm that says what it does. */
function VersionForm({
  title,
  versions,
  empty,
  description,
  confirm,
  operation,
}: VersionFormProps) {
  const form = useForm<Values>({ defaultValues: { systemVersion: '' } })
  const submit = form.handleSubmit(({ systemVersion }) => {
    const c = confirm(systemVersion)
    confirmAction({
      title,
      body: c.body,
      confirmLabel: title,
      errorTitle: c.errorTitle,
      action: async () => {
        await mutate(
          operation,
          { body: { systemVersion } },
          { invalidates: ['systemUpdateStatus'] },
        )
        addToast({ title: c.done, content: systemVersion })
        form.reset({ systemVersion: '' })
      },
    })
  })
  return (
    <TitledSection title={title}>
      {versions.length === 0 ? (
        <p className="page-note">{empty}</p>
      ) : (
        <form
          className="update-form"
          aria-label={title}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          <SelectField
            control={form.control}
            name="systemVersion"
            label="System version"
            required
            placeholder="Choose a release"
            description={description}
            items={versions.map((v) => ({ value: v, label: v }))}
          />
          <div>
            <Button type="submit">{title}</Button>
          </div>
        </form>
      )}
    </TitledSection>
  )
}
