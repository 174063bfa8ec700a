import { useForm, useWatch } from 'react-hook-form'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { checkPoolLeft } from '~/api/room-left'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { requestFormProps } from '~/components/form/request-form'
import { PoolLeft } from '~/components/room-left/room-left'
import { Alert } from '~/ui/alert'
import { ephemeralIpAttachRequest } from './networking-values'

/** Everything an external IP change makes stale. */
export const externalIpQueries = [
  'instanceExternalIpList',
  'floatingIpList',
  'floatingIpView',
  'systemIpPoolUtilizationView',
] as const

type Target = { project: string; instance: string; onDismiss: () => void }

/** Give the instance an ephemeral address from one of the silo's IP pools. */
export function AttachEphemeralIpModal({
  project,
  instance,
  pools,
  onDismiss,
}: Target & { pools: SiloIpPool[] }) {
  const defaultPool = pools.find((p) => p.isDefault)?.name ?? ''
  const form = useForm<{ pool: string }>({ defaultValues: { pool: defaultPool } })
  const pool = useWatch({ control: form.control, name: 'pool' })
  return (
    <ModalForm
      {...requestFormProps(
        form,
        {
          title: 'Attach ephemeral IP',
          submitLabel: 'Attach',
          invalidates: externalIpQueries,
          toast: (_, ip) => ({
            title: 'Ephemeral IP attached',
            content: `${ip.ip} to ${instance}`,
          }),
          // a pool with no address left is not asked (fleet viewers, who may read it)
          preflight: (v: { pool: string }) => checkPoolLeft(v.pool),
        },
        (v: { pool: string }) => ephemeralIpAttachRequest(v.pool, { project, instance }),
        onDismiss,
      )}
      submitDisabled={pools.length === 0}
      onDismiss={onDismiss}
      errorTitle="Could not attach ephemeral IP"
    >
      <p>
        The instance gets the next free address of the pool, for as long as it keeps the ephemeral
        IP.
      </p>
      {pools.length ? (
        <ComboboxField
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
      ) : null}
      {pools.length ? (
        <PoolLeft pool={pool} />
      ) : (
        <Alert variant="info" title="No IP pools">
          No IP pool is linked to this silo. Ask an operator to link one.
        </Alert>
      )}
    </ModalForm>
  )
}
