import type { Control } from 'react-hook-form'
import { Link } from 'react-router'
import type { SshKey } from '~/api/__generated__/Api'
import { Choice, useTickedValues } from '~/components/form/choice'
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
  const { isTicked, setTicked } = useTickedValues(control, 'sshKeys')
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
            <Choice
              key={key.id}
              type="checkbox"
              label={key.name}
              checked={isTicked(key.name)}
              onChange={(e) => setTicked(key.name, e.target.checked)}
            />
          ))}
        </>
      )}
    </fieldset>
  )
}
