import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { ApiError } from '~/api/errors'
import { usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { POLL_MS } from '~/components/query-table'
import { TitledSection } from '~/components/titled-section'
import { getSupportBundleSelector, useSupportBundleSelector } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { Spinner } from '~/ui/spinner'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { bundleIndexQuery, downloadBundle } from './bundle-files'
import { BundleStateBadge, isBundleChanging } from './bundle-state'
import { confirmDeleteBundle } from './support-bundles-page'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Support Bundles', to: paths.systemSupportBundles() }],
    getSupportBundleSelector,
    (selector) => ({ label: selector.bundleId, to: paths.systemSupportBundle(selector) }),
  ),
}

/** Download, with the API's refusal as a toast (a bundle deleted meanwhile, a lost session). */
async function save(bundleId: string, file?: string) {
  try {
    await downloadBundle(bundleId, file)
  } catch (e) {
    addToast({ title: 'Could not download', content: (e as ApiError).message, variant: 'error' })
  }
}

export function Component() {
  const navigate = useNavigate()
  const selector = useSupportBundleSelector()
  const isAdmin = useIsFleetAdmin()
  const { data: bundle } = usePrefetchedApiQuery(
    'supportBundleView',
    { path: selector },
    // collecting and destroying end by themselves
    { refetchInterval: (q) => (q.state.data && isBundleChanging(q.state.data) ? POLL_MS : false) },
  )
  const active = bundle.state === 'active'
  return (
    <>
      <PageHeader
        title="Support bundle"
        actions={
          <>
            {active && (
              <Button variant="primary" onClick={() => save(bundle.id)}>
                Download bundle
              </Button>
            )}
            {isAdmin && bundle.state !== 'destroying' && (
              <>
                <Link
                  className="btn btn-secondary btn-md"
                  to={paths.systemSupportBundleEdit(selector)}
                >
                  Edit comment
                </Link>
                <Button
                  variant="danger"
                  onClick={() =>
                    confirmDeleteBundle(bundle, () => navigate(paths.systemSupportBundles()))
                  }
                >
                  Delete
                </Button>
              </>
            )}
          </>
        }
      />
      <dl className="properties" aria-label="Support bundle">
        <IdProperty id={bundle.id} />
        <Property term="State">
          <BundleStateBadge state={bundle.state} />
        </Property>
        <Property term="Reason for creation">{bundle.reasonForCreation}</Property>
        {bundle.reasonForFailure && (
          <Property term="Reason for failure">{bundle.reasonForFailure}</Property>
        )}
        <Property term="Comment">{bundle.userComment ?? '—'}</Property>
        <TimeProperty date={bundle.timeCreated} />
      </dl>
      <TitledSection title="Files">
        {active ? (
          <BundleFiles bundleId={bundle.id} />
        ) : (
          <p className="page-note">
            {bundle.state === 'collecting'
              ? 'The files can be downloaded once the bundle is collected.'
              : `A ${bundle.state} bundle has no files to download.`}
          </p>
        )}
      </TitledSection>
      <Outlet />
    </>
  )
}

type FileRow = { path: string }

function BundleFiles({ bundleId }: { bundleId: string }) {
  const [saving, setSaving] = useState<string | null>(null)
  // not prefetched: the index is text, read only for an active bundle, and its refusal is shown here
  const index = useQuery({ ...bundleIndexQuery(bundleId), throwOnError: false })
  if (index.isPending) {
    return (
      <div className="table-loading">
        <Spinner /> Loading
      </div>
    )
  }
  if (index.error) {
    return (
      <Alert title="Could not list the bundle’s files">{(index.error as ApiError).message}</Alert>
    )
  }
  const columns = [
    valueColumn<FileRow>('path', 'File', (r) => <span className="mono">{r.path}</span>),
    valueColumn<FileRow>('download', 'Download', (r) => (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Download ${r.path}`}
        disabled={saving === r.path}
        onClick={async () => {
          setSaving(r.path)
          await save(bundleId, r.path)
          setSaving(null)
        }}
      >
        Download
      </Button>
    )),
  ]
  return (
    <DataTable
      rows={index.data.map((path) => ({ path }))}
      columns={columns}
      label="Bundle files"
      reads={[bundleIndexQuery(bundleId)]}
      rowId={(f) => f.path}
      emptyState={<EmptyState title="No files" body="This bundle holds no files." />}
    />
  )
}
