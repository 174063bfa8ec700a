import { type Control, useController } from 'react-hook-form'
import { Link } from 'react-router'
import type { SshKey } from '~/api/__generated__/Api'
import { paths } from '~/util/paths'
import type { InstanceFormValues } from './instance-form-values'

/** The user's SSH keys, each a checkbox; all are picked to begin with. */
export function SshKeysSection({
  control,
  keys,
}: {
  control: Control<InstanceFormValues>
  keys: SshKey[]
}) {
  const { field } = useController({ control, name: 'sshKeys' })
  const picked: string[] = field.value
  const toggle = (name: string, on: boolean) =>
    field.onChange(on ? [...picked, name] : picked.filter((n) => n !== name))
  return (
    <fieldset className="compute-fieldset">
      <legend className="compute-legend">SSH keys</legend>
      {keys.length === 0 ? (
        <p className="field-help">
          You have no SSH keys. <Link to={paths.sshKeysNew()}>Add one in your settings</Link> to log
          in to the instance.
        </p>
      ) : (
        <>
          <span className="field-help">Public keys put on the instance for logging in.</span>
          {keys.map((key) => (
            <label key={key.id} className="checkbox">
              <input
                type="checkbox"
                checked={picked.includes(key.name)}
                onChange={(e) => toggle(key.name, e.target.checked)}
              />
              <span>{key.name}</span>
            </label>
          ))}
        </>
      )}
    </fieldset>
  )
}
