import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Instance } from '~/api/__generated__/Api'
import type { ApiError } from '~/api/errors'
import { mutate, readFresh, usePrefetchedApiQuery } from '~/api/query'
import { isAutoRestartDue } from '~/api/states'
import { mergeInstanceUpdate, WholeSetConflict, writeWholeSet } from '~/api/whole-set'
import type { RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { SelectField } from '~/components/form/select-field'
import { SetConflictAlert } from '~/components/form/whole-set'
import { Property } from '~/components/property'
import { RoomLeft } from '~/components/room-left/room-left'
import { useInstanceSelector } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { addToast } from '~/ui/toast'
import { runNeed } from '~/util/room-left'
import { GiB } from '~/util/units'
import { instanceDisabledReason } from './instance-actions'
import { InstanceGroupsSections } from './instance-groups-section'
import {
  instanceToSettings,
  type SettingsValues,
  settingsToInstanceUpdate,
} from './settings-values'
import { SizeFields } from './size-fields'

export const handle: RouteHandle = { title: 'Settings' }

const policyItems = [
  { value: 'default', label: 'Default (the silo decides)' },
  { value: 'best_effort', label: 'Best effort' },
  { value: 'never', label: 'Never' },
]

/**
 * Resize (when the state allows it) and the auto-restart policy, with its
 * current status; then the anti-affinity and affinity groups the instance is in.
 */
export function Component() {
  const { project, instance: name } = useInstanceSelector()
  const params = { path: { instance: name }, query: { project } }
  const { data: instance } = usePrefetchedApiQuery('instanceView', params)
  const form = useForm<SettingsValues>({ defaultValues: instanceToSettings(instance) })
  // the instance as the form's values were taken from it: what the person changed is measured against it
  const base = useRef(instance)
  const takeValues = (from: Instance) => {
    base.current = from
    form.reset(instanceToSettings(from))
  }
  const [error, setError] = useState<ApiError | WholeSetConflict | null>(null)
  const cannotResize = instanceDisabledReason('resize', instance)

  // a resize that the state no longer allows goes back to the instance's size
  useEffect(() => {
    if (cannotResize) {
      form.setValue('ncpus', instance.ncpus)
      form.setValue('memoryGiB', instanceToSettings(instance).memoryGiB)
    }
  }, [cannotResize, instance, form])

  // every field of the update is required: read the instance again right before the
  // write, so a field the person left alone is sent as it is now, not as the form saw it
  const submit = form.handleSubmit(async (values) => {
    setError(null)
    try {
      const updated = await writeWholeSet({
        read: () => readFresh('instanceView', params),
        merge: (fresh) =>
          mergeInstanceUpdate(base.current, fresh, settingsToInstanceUpdate(base.current, values)),
        write: (body) =>
          mutate(
            'instanceUpdate',
            { ...params, body },
            { invalidates: ['instanceView', 'instanceList'] },
          ),
        rebase: (fresh) => {
          base.current = fresh
        },
      })
      takeValues(updated)
      addToast({ title: 'Instance updated', content: instance.name })
    } catch (e) {
      setError(e as ApiError | WholeSetConflict)
    }
  })

  const due = isAutoRestartDue(instance)
  const cooldown = instance.autoRestartCooldownExpiration
  return (
    <>
      <form
        className="compute-settings"
        onSubmit={submit}
        noValidate
        aria-label="Instance settings"
      >
        {error instanceof WholeSetConflict ? (
          <SetConflictAlert
            error={error}
            onReapply={() => {
              error.rebase()
              submit()
            }}
            onDiscard={() => {
              error.rebase()
              setError(null)
              takeValues(base.current)
            }}
          />
        ) : (
          error && <Alert title="Error">{error.message}</Alert>
        )}
        <h2 className="section-title">Size</h2>
        {cannotResize ? (
          <p className="field-help">
            {instance.ncpus} vCPU, {instanceToSettings(instance).memoryGiB} GiB. Resizing is{' '}
            {cannotResize.charAt(0).toLowerCase() + cannotResize.slice(1)}.
          </p>
        ) : (
          <>
            <SizeFields control={form.control} />
            {/* a resize provisions nothing itself (the instance is not running): the figures
                say whether it can start at the new size, and do not stop the update */}
            <RoomLeft
              caption="Room left in the silo to start at this size"
              need={runNeed({
                ncpus: form.watch('ncpus'),
                memory: form.watch('memoryGiB') * GiB,
              })}
            />
          </>
        )}
        <h2 className="section-title">Auto-restart</h2>
        <dl className="properties" aria-label="Auto-restart status">
          <Property term="Auto-restart">
            {instance.autoRestartEnabled ? 'Enabled' : 'Disabled'}
          </Property>
          <Property term="Cooldown until">
            {cooldown ? <DateTime date={cooldown} /> : 'None'}
          </Property>
          <Property term="Last auto-restarted">
            {instance.timeLastAutoRestarted ? (
              <DateTime date={instance.timeLastAutoRestarted} />
            ) : (
              'Never'
            )}
          </Property>
          {instance.runState === 'failed' && (
            <Property term="Status">
              {due ? 'Due for auto-restart' : 'Not due for auto-restart'}
            </Property>
          )}
        </dl>
        <SelectField
          control={form.control}
          name="autoRestartPolicy"
          label="Auto-restart policy"
          description="Whether the control plane restarts the instance when it fails."
          items={policyItems}
        />
        <div className="compute-settings-actions">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
          <Button
            variant="secondary"
            disabled={!form.formState.isDirty}
            onClick={() => {
              setError(null)
              takeValues(instance)
            }}
          >
            Reset
          </Button>
        </div>
      </form>
      <InstanceGroupsSections project={project} instance={name} />
    </>
  )
}
