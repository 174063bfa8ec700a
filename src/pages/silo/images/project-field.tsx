import type { Control, FieldValues, Path } from 'react-hook-form'
import type { Project } from '~/api/__generated__/Api'
import { ComboboxField } from '~/components/form/combobox-field'

/** The required "Project" pick of the promote and demote modals, by name. */
export function ProjectField<T extends FieldValues & { project: string }>({
  control,
  projects,
}: {
  control: Control<T>
  projects: Project[]
}) {
  return (
    <ComboboxField
      control={control}
      name={'project' as Path<T>}
      label="Project"
      required
      placeholder="Choose a project"
      items={projects.map((p) => ({ value: p.name, label: p.name }))}
    />
  )
}
