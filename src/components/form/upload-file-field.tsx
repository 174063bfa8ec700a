import { useId } from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'
import { formatBytes } from '~/util/units'
import { FieldFrame } from './field-frame'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  required?: boolean
  description?: string
  /** extra rule on the picked file, returning an error message or undefined */
  validate?: (file: File) => string | undefined
  disabled?: boolean
}

/**
 * A labelled file input whose form value is the picked `File` itself, not its
 * content: a disk image of many GiB is read chunk by chunk while it uploads.
 * (`FileField` reads a small file, a certificate or key, whole.)
 */
export function UploadFileField<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
  description,
  validate,
  disabled,
}: Props<T>) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (file: File | null) => {
        if (!file) return required ? `${label} is required` : true
        return validate?.(file) ?? true
      },
    },
  })
  const file = field.value as File | null
  const error = fieldState.error?.message
  const describedBy = [description && `${id}-help`, file && `${id}-picked`, error && `${id}-error`]
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      <input
        id={id}
        type="file"
        className="input input-file"
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}
      />
      {file && (
        <span className="field-help" id={`${id}-picked`}>
          {file.name}, {formatBytes(file.size)}
        </span>
      )}
    </FieldFrame>
  )
}
