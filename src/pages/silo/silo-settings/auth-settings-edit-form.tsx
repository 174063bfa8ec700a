import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { NumberField } from '~/components/form/number-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { paths } from '~/util/paths'
import {
  type AuthSettingsValues,
  authSettingsToValues,
  authSettingsUpdateRequest,
  formatLifetime,
  MAX_TTL_SECONDS,
} from './auth-settings-values'
import { authSettingsQuery } from './loaders'

export const handle: RouteHandle = { title: 'Edit auth settings' }

/** The silo's auth settings, for its admins: the device token's longest lifetime. */
export function Component() {
  const navigate = useNavigate()
  const { data: settings } = usePrefetchedQuery(authSettingsQuery)
  const form = useForm<AuthSettingsValues>({ defaultValues: authSettingsToValues(settings) })
  const back = () => navigate(paths.siloAuthSettings())
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: 'Edit auth settings',
          submitLabel: 'Update auth settings',
          invalidates: ['authSettingsView'],
          toast: ({ maxTtlSeconds }) => ({
            title: 'Auth settings updated',
            content: `Device token maximum lifetime: ${formatLifetime(Number.isNaN(maxTtlSeconds) ? null : maxTtlSeconds)}`,
          }),
        },
        authSettingsUpdateRequest,
        back,
      )}
      onDismiss={back}
    >
      <NumberField
        control={form.control}
        name="maxTtlSeconds"
        label="Device token maximum lifetime"
        unit="seconds"
        min={1}
        max={MAX_TTL_SECONDS}
        description="The longest a CLI sign-in (a device token) lasts before the user must sign in again. Leave empty for no maximum: a token then lasts as long as the CLI asks."
      />
    </SideModalForm>
  )
}
