import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedAllPages } from '~/api/query'
import { checkRoom } from '~/api/room-left'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CheckboxField } from '~/components/form/checkbox-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { RoomLeft } from '~/components/room-left/room-left'
import { useProjectSelector } from '~/hooks/selectors'
import { genName } from '~/util/names'
import { paths } from '~/util/paths'
import { instanceCreateNeed } from '~/util/room-left'
import { unicastPools } from '~/util/unicast-pools'
import { AdvancedSection } from './advanced-section'
import { BootDiskSection } from './boot-disk-section'
import { DisksSection } from './disks-section'
import { ExternalIpsSection } from './external-ips-section'
import { HardwareSection } from './hardware-section'
import {
  emptyInstance,
  type InstanceFormValues,
  instanceCreateRequest,
  placeCreateError,
} from './instance-form-values'
import { NetworkingSection } from './networking-section'
import { SshKeysSection } from './ssh-keys-section'

export const handle: RouteHandle = { title: 'Create instance' }

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const query = { query: { project } }
  const siloImages = usePrefetchedAllPages('imageList', {})
  const projectImages = usePrefetchedAllPages('imageList', query)
  const keys = usePrefetchedAllPages('currentUserSshKeyList', {})
  const disks = usePrefetchedAllPages('diskList', query)
  const snapshots = usePrefetchedAllPages('snapshotList', query)
  const vpcs = usePrefetchedAllPages('vpcList', query)
  const pools = { items: unicastPools(usePrefetchedAllPages('ipPoolList', {}).items) }
  const floatingIps = usePrefetchedAllPages('floatingIpList', query)
  const groups = usePrefetchedAllPages('antiAffinityGroupList', query)
  const form = useForm<InstanceFormValues>({
    defaultValues: emptyInstance(
      keys.items.map((k) => k.name),
      pools.items.find((p) => p.isDefault)?.name ?? '',
    ),
  })
  // the boot disk's generated name, one per instance name, so the request shown
  // under "Equivalent CLI / API" is the one the submit sends
  const bootNames = useRef(new Map<string, string>())
  const bootDiskName = (name: string) => {
    const known = bootNames.current.get(name)
    if (known) return known
    const generated = genName(name, 'boot')
    bootNames.current.set(name, generated)
    return generated
  }
  const request = (v: InstanceFormValues) => instanceCreateRequest(v, project, bootDiskName(v.name))
  const need = instanceCreateNeed(request(form.watch()).params.body)
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          verb: 'create',
          noun: 'instance',
          invalidates: [
            'instanceList',
            'diskList',
            'floatingIpList',
            'antiAffinityGroupList',
            'antiAffinityGroupMemberList',
          ],
          placeError: placeCreateError,
          preflight: (v) => checkRoom(instanceCreateNeed(request(v).params.body)),
        },
        request,
        (name) => navigate(paths.instance({ project, instance: name })),
      )}
      onDismiss={() => navigate(paths.instances({ project }))}
    >
      <IdentityFields control={form.control} />
      <HardwareSection control={form.control} />
      <BootDiskSection
        form={form}
        siloImages={siloImages.items}
        projectImages={projectImages.items}
      />
      <DisksSection
        control={form.control}
        images={[...siloImages.items, ...projectImages.items]}
        snapshots={snapshots.items.filter((s) => s.state === 'ready')}
        detachedDisks={disks.items.filter((d) => d.state.state === 'detached')}
      />
      <NetworkingSection control={form.control} project={project} vpcs={vpcs.items} />
      <ExternalIpsSection
        control={form.control}
        project={project}
        pools={pools.items}
        floatingIps={floatingIps.items.filter((f) => !f.instanceId)}
      />
      <SshKeysSection control={form.control} keys={keys.items} />
      <AdvancedSection control={form.control} groups={groups.items} />
      <CheckboxField control={form.control} name="start" label="Start the instance once created" />
      <RoomLeft need={need} sleds />
    </SideModalForm>
  )
}
