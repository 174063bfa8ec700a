import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { mutate, readFresh, usePrefetchedApiQuery } from '~/api/query'
import { lldpReview } from '~/api/set-diff'
import { mergeLldpConfig } from '~/api/whole-set'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CheckboxField } from '~/components/form/checkbox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useWholeSet } from '~/components/form/whole-set'
import { useSwitchPortSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { portParams } from './loaders'
import {
  type LldpFormValues,
  lldpConfigUpdateRequest,
  lldpToValues,
  portLabel,
  validateManagementIp,
} from './switch-port-values'

export const handle: RouteHandle = { title: 'LLDP configuration' }

/**
 * Change what the port's link announces over LLDP (the link of the settings
 * applied to it). The configuration is written whole: the fields the person
 * changed go onto the configuration read afresh.
 */
export function Component() {
  const navigate = useNavigate()
  const sel = useSwitchPortSelector()
  const { data: config } = usePrefetchedApiQuery(
    'networkingSwitchPortLldpConfigView',
    portParams(sel),
  )
  const form = useForm<LldpFormValues>({ defaultValues: lldpToValues(config) })
  const back = () => navigate(paths.systemSwitchPort(sel))
  const request = (v: LldpFormValues) => lldpConfigUpdateRequest(v, config.id, sel)
  const wholeSet = useWholeSet(config)
  const save = (v: LldpFormValues) =>
    wholeSet.write({
      read: () => readFresh('networkingSwitchPortLldpConfigView', portParams(sel)),
      merge: (base, fresh) => mergeLldpConfig(base, fresh, request(v).params.body),
      review: lldpReview,
      write: (body) =>
        mutate(
          'networkingSwitchPortLldpConfigUpdate',
          { ...request(v).params, body: { ...body, id: config.id } },
          {
            invalidates: ['networkingSwitchPortLldpConfigView'],
          },
        ),
    })
  return (
    <SideModalForm
      title={`LLDP configuration of ${portLabel(sel)}`}
      submitLabel="Save LLDP configuration"
      errorTitle="Could not save LLDP configuration"
      form={form}
      onDismiss={back}
      request={request}
      onSubmit={save}
      review={wholeSet.review}
      onSuccess={() => {
        addToast({ title: 'LLDP configuration saved', content: portLabel(sel) })
        back()
      }}
    >
      <CheckboxField
        control={form.control}
        name="enabled"
        label="LLDP enabled"
        description="Whether the link sends LLDP advertisements."
      />
      <TextField control={form.control} name="linkName" label="Link name" />
      <TextField control={form.control} name="linkDescription" label="Link description" />
      <TextField
        control={form.control}
        name="chassisId"
        label="Chassis ID"
        description="Empty: the switch's own."
      />
      <TextField control={form.control} name="systemName" label="System name" />
      <TextField control={form.control} name="systemDescription" label="System description" />
      <TextField
        control={form.control}
        name="managementIp"
        label="Management IP"
        validate={validateManagementIp}
        description="An address where the switch can be managed, if any."
      />
    </SideModalForm>
  )
}
