import type { sideModal } from './helpers'

/** A form of the route table as the fault suites fill it in (the tables: form-cases-*.ts). */
export type Form = ReturnType<typeof sideModal>

/** A field that must keep its value: accessible name, value, and role when not a text box. */
type Kept = [name: string | RegExp, value: string, role?: 'spinbutton' | 'combobox']

export type FormCase = {
  submit: string
  success: string
  /** types into the form as a person would; an edit form changes what it had */
  fill: (form: Form) => Promise<void>
  /** the fields and the values they must keep after a failed submit */
  kept: Kept[]
  /** a whole-set form: the submit shows the change, and its confirm (the same words) sends it */
  review?: true
}

export const textbox = (form: Form, name: string | RegExp) => form.getByRole('textbox', { name })
