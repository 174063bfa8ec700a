import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { type LoadedFile, readFile } from '~/util/file'
import { type LabelledFieldProps, RequiredMark, useFieldControl } from './field-frame'

type PickerProps = {
  /** the accessible name of the file input, e.g. "Certificate file" */
  label: string
  accept?: string
  as: 'text' | 'base64'
  onLoad: (file: LoadedFile) => void
}

/**
 * A button-looking file input: the chosen file is read in the browser and
 * handed over as text or base64; nothing is uploaded by picking it.
 */
export function FilePicker({ label, accept, as, onLoad }: PickerProps) {
  const [error, setError] = useState<string | null>(null)
  return (
    <span className="file-picker">
      <label className="btn btn-secondary btn-sm file-picker-button">
        {label}
        <input
          type="file"
          className="visually-hidden"
          accept={accept}
          onChange={async (e) => {
            const input = e.currentTarget
            const file = input.files?.[0]
            if (!file) return
            try {
              setError(null)
              onLoad({ fileName: file.name, content: await readFile(file, as) })
            } catch {
              setError(`Could not read ${file.name}`)
            }
            // picking the same file again still loads it
            input.value = ''
          }}
        />
      </label>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  )
}

type Props<T extends FieldValues> = LabelledFieldProps<T> & {
  accept?: string
  as?: 'text' | 'base64'
  /** extra rule, returning an error message or undefined */
  validate?: (value: LoadedFile | null) => string | undefined
}

/** A form value that is a file's content (`LoadedFile`), picked, shown by name, removable. */
export function FileField<T extends FieldValues>({ accept, as = 'base64', ...props }: Props<T>) {
  const { label, required } = props
  const { id, field, error } = useFieldControl({
    ...props,
    validate: (value: LoadedFile | null) => {
      if (required && !value) return `${label} is required`
      return props.validate?.(value ?? null) ?? true
    },
  })
  const value = field.value as LoadedFile | null
  return (
    <fieldset className="field file-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">
        {label}
        <RequiredMark required={required} />
      </legend>
      {props.description && <span className="field-help">{props.description}</span>}
      <span className="file-field-row">
        <FilePicker
          label={value ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
          accept={accept}
          as={as}
          onLoad={(file) => field.onChange(file)}
        />
        {value && (
          <>
            <span className="file-field-name">{value.fileName}</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => field.onChange(null)}
            >
              Remove {label.toLowerCase()}
            </button>
          </>
        )}
      </span>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  )
}
