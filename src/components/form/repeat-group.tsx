import type { ReactNode } from 'react'
import {
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form'
import { Button } from '~/ui/button'

/**
 * A repeatable group of a form (an address lot's blocks, a port's links): a
 * titled section with a fieldset per row, named "Block 1", each with its
 * remove button, and an add button below.
 */
export function RepeatGroup<T extends FieldValues, K extends ArrayPath<T>>({
  form,
  name,
  title,
  noun,
  help,
  empty,
  minRows = 0,
  newRow,
  row,
}: {
  form: UseFormReturn<T>
  name: K
  title: string
  /** one row's word: "Block" gives "Block 1", "Add block", "Remove block 1" */
  noun: string
  help: string
  /** what an empty group says */
  empty?: string
  /** the rows the API needs at least: below that, no remove button */
  minRows?: number
  newRow: () => FieldArray<T, K>
  row: (i: number) => ReactNode
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name })
  const lower = noun.toLowerCase()
  return (
    <section aria-label={title}>
      <h3 className="form-section-title">{title}</h3>
      <p className="field-help">{help}</p>
      {fields.length === 0 && empty && <p className="cell-secondary">{empty}</p>}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="repeat-group">
          <legend className="repeat-group-legend">{`${noun} ${i + 1}`}</legend>
          {row(i)}
          {fields.length > minRows && (
            <div className="repeat-group-actions">
              <Button variant="ghost" size="sm" onClick={() => remove(i)}>
                Remove {lower} {i + 1}
              </Button>
            </div>
          )}
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
