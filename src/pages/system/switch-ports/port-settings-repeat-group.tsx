import type { ReactNode } from 'react'
import { type ArrayPath, type FieldArray, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { TextField } from '~/components/form/text-field'
import { Button } from '~/ui/button'
import { validateName } from '~/util/names'
import { FIRST_LINK, type PortSettingsFormValues } from './port-settings-values'

export type Form = UseFormReturn<PortSettingsFormValues>
type Group = ArrayPath<PortSettingsFormValues>

/**
 * One repeatable group of the form (links, addresses...): a fieldset per row,
 * named "Address 1", with its remove button, and an add button below.
 */
export function RepeatGroup<K extends Group>({
  form,
  name,
  title,
  noun,
  help,
  empty,
  newRow,
  row,
}: {
  form: Form
  name: K
  title: string
  /** one row's word: "Address" gives "Address 1", "Add address", "Remove address 1" */
  noun: string
  help: string
  empty: string
  newRow: () => FieldArray<PortSettingsFormValues, K>
  row: (i: number) => ReactNode
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name })
  const lower = noun.toLowerCase()
  return (
    <section aria-label={title}>
      <h3 className="form-section-title">{title}</h3>
      <p className="field-help">{help}</p>
      {fields.length === 0 && <p className="cell-secondary">{empty}</p>}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="repeat-group">
          <legend className="repeat-group-legend">{`${noun} ${i + 1}`}</legend>
          {row(i)}
          <div className="repeat-group-actions">
            <Button variant="ghost" size="sm" onClick={() => remove(i)}>
              Remove {lower} {i + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append(newRow())}>
          Add {lower}
        </Button>
      </div>
    </section>
  )
}

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
