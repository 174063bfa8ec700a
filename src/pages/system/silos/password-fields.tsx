import type { Path, UseFormReturn } from 'react-hook-form'
import { RadioField } from '~/components/form/radio-field'
import { TextField } from '~/components/form/text-field'
import {
  type PasswordValues,
  validateConfirmPassword,
  validatePassword,
} from './local-user-form-values'

/** The API's `UserPassword`: a password typed twice, or no password login at all. */
export function PasswordFields<T extends PasswordValues>({ form }: { form: UseFormReturn<T> }) {
  // the fields below are the ones every T has
  const f = form as unknown as UseFormReturn<PasswordValues>
  const mode = f.watch('passwordMode')
  // hidden fields keep their values: check them only while a password is being set
  const isSet = () => f.getValues('passwordMode') === 'password'
  return (
    <>
      <RadioField
        control={f.control}
        name={'passwordMode' as Path<PasswordValues>}
        label="Password login"
        items={[
          { value: 'password', label: 'Set a password' },
          {
            value: 'login_disallowed',
            label: 'Disallow password login',
            description: 'The user exists but cannot sign in with a password.',
          },
        ]}
      />
      {mode === 'password' && (
        <>
          <TextField
            control={f.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            validate={(v) => (isSet() ? validatePassword(v) : undefined)}
          />
          <TextField
            control={f.control}
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            validate={(v) =>
              isSet() ? validateConfirmPassword(v, f.getValues('password')) : undefined
            }
          />
        </>
      )}
    </>
  )
}
