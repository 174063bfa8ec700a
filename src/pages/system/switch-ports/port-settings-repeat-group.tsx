import type { ArrayPath, UseFormReturn } from 'react-hook-form'
import { TextField } from '~/components/form/text-field'
import { validateName } from '~/util/names'
import { FIRST_LINK, type PortSettingsFormValues } from './port-settings-values'

export type Form = UseFormReturn<PortSettingsFormValues>
type Group = ArrayPath<PortSettingsFormValues>

/** The link a row belongs to: one of the links above, by name; the API refuses any other. */
export function LinkNameField({ form, path }: { form: Form; path: `${Group}.${number}.linkName` }) {
  return (
    <TextField
      control={form.control}
      name={path}
      label="Link"
      required
      validate={(v) => validateName(v.trim())}
      description={`The name of one of the links above (${FIRST_LINK} on a port that is not broken out).`}
    />
  )
}

/** The first link's name, for a new row: most settings have one link. */
export const firstLink = (form: Form) => form.getValues('links')[0]?.linkName.trim() || FIRST_LINK
