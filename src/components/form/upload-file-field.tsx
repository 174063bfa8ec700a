import type { FieldValues } from 'react-hook-form'
import { formatBytes } from '~/util/units'
import { FieldFrame, type LabelledFieldProps, useFieldControl } from './field-frame'

type Props<T extends FieldValues> = LabelledFieldProps<T> & {
  /** extra rule on the picked file, returning an error message or undefined */
  validate?: (file: File) => string | undefined
  disabled?: boolean
}

/**
 * A labelled file input whose form value is the picked `File` itself, not its
 * content: a disk image of many GiB is read chunk by chunk while it uploads.
 * (`FileField` reads a small file, a certificate or key, whole.)
 */
export function UploadFileField<T extends FieldValues>(props: Props<T>) {
  const { id, field, frame, aria, describedBy } = useFieldControl({
    ...props,
    validate: (file: File | null) => {
      if (!file) return props.required ? `${props.label} is required` : true
      return props.validate?.(file) ?? true
    },
  })
  const file = field.value as File | null
  return (
    <FieldFrame {...frame}>
      <input
        {...aria}
        type="file"
        className="input input-file"
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        disabled={props.disabled}
        required={props.required}
        aria-describedby={describedBy(file && `${id}-picked`)}
      />
      {file && (
        <span className="field-help" id={`${id}-picked`}>
          {file.name}, {formatBytes(file.size)}
        </span>
      )}
    </FieldFrame>
  )
}
