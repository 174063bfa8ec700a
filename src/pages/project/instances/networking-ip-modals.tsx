import { type ReactNode, useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { FloatingIp, SiloIpPool } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/query'
import { SelectField } from '~/components/form/select-field'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'

/** Everything an external IP change makes stale. */
export const externalIpQueries = [
  'instanceExternalIpList',
  'floatingIpList',
  'floatingIpView',
  'systemIpPoolUtilizationView',
] as const

type Target = { project: string; instance: string; onDismiss: () => void }

/** A small modal form: one picker, Cancel and a submit button. */
function PickerModal({
  title,
  submitLabel,
  pending,
  canSubmit,
  onSubmit,
  onDismiss,
  children,
}: {
  title: string
  submitLabel: string
  pending: boolean
  canSubmit: boolean
  onSubmit: () => void
  onDismiss: () => void
  children: ReactNode
}) {
  const formId = useId()
  return (
    <Modal
      title={title}
      isOpen
      onDismiss={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        {children}
      </form>
    </Modal>
  )
}

/** Give the instance an ephemeral address from one of the silo's IP pools. */
export function AttachEphemeralIpModal({
  project,
  instance,
  pools,
  onDismiss,
}: Target & { pools: SiloIpPool[] }) {
  const defaultPool = pools.find((p) => p.isDefault)?.name ?? ''
  const form = useForm<{ pool: string }>({ defaultValues: { pool: defaultPool } })
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    invalidates: [...externalIpQueries],
    onSuccess: (ip) => {
      addToast({ title: 'Ephemeral IP attached', content: `${ip.ip} to ${instance}` })
      onDismiss()
    },
  })
  return (
    <PickerModal
      title="Attach ephemeral IP"
      submitLabel="Attach"
      pending={attach.isPending}
      canSubmit={pools.length > 0}
      onDismiss={onDismiss}
      onSubmit={form.handleSubmit(({ pool }) =>
        attach.mutate({
          path: { instance },
          query: { project },
          body: { poolSelector: { type: 'explicit', pool } },
        }),
      )}
    >
      <p>
        The instance gets the next free address of the pool, for as long as it keeps the ephemeral
        IP.
      </p>
      {attach.error && <Alert title="Could not attach ephemeral IP">{attach.error.message}</Alert>}
      {pools.length ? (
        <SelectField
          control={form.control}
          name="pool"
          label="IP pool"
          required
          placeholder="Choose a pool"
          items={pools.map((p) => ({
            value: p.name,
            label: `${p.name} (${p.ipVersion === 'v6' ? 'IPv6' : 'IPv4'}${p.isDefault ? ', default' : ''})`,
          }))}
        />
      ) : (
        <Alert variant="info" title="No IP pools">
          No IP pool is linked to this silo. Ask an operator to link one.
        </Alert>
      )}
    </PickerModal>
  )
}

/** Attach one of the project's detached floating IPs to the instance. */
export function AttachInstanceFloatingIpModal({
  project,
  instance,
  floatingIps,
  onDismiss,
}: Target & { floatingIps: FloatingIp[] }) {
  const detached = floatingIps.filter((f) => !f.instanceId)
  const form = useForm<{ floatingIp: string }>({ defaultValues: { floatingIp: '' } })
  const attach = useApiMutation('floatingIpAttach', {
    invalidates: [...externalIpQueries],
    onSuccess: (fip) => {
      addToast({ title: 'Floating IP attached', content: `${fip.name} to ${instance}` })
      onDismiss()
    },
  })
  return (
    <PickerModal
      title="Attach floating IP"
      submitLabel="Attach"
      pending={attach.isPending}
      canSubmit={detached.length > 0}
      onDismiss={onDismiss}
      onSubmit={form.handleSubmit(({ floatingIp }) =>
        attach.mutate({
          path: { floatingIp },
          query: { project },
          body: { kind: 'instance', parent: instance },
        }),
      )}
    >
      <p>Traffic to the floating IP then reaches this instance, until the IP is detached.</p>
      {attach.error && <Alert title="Could not attach floating IP">{attach.error.message}</Alert>}
      {detached.length ? (
        <SelectField
          control={form.control}
          name="floatingIp"
          label="Floating IP"
          required
          placeholder="Choose a floating IP"
          items={detached.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` }))}
        />
      ) : (
        <Alert variant="info" title="No detached floating IPs">
          Every floating IP of this project is attached to an instance.{' '}
          <Link to={paths.floatingIpsNew({ project })}>Create a floating IP</Link>
        </Alert>
      )}
    </PickerModal>
  )
}
