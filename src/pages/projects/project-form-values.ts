import type { Project, ProjectCreate, ProjectUpdate } from '~/api/__generated__/Api'

/** What the project form edits: shaped like the UI, turned into API bodies below. */
export type ProjectFormValues = { name: string; description: string }

export const emptyProject: ProjectFormValues = { name: '', description: '' }

export const projectToValues = (p: Project): ProjectFormValues => ({
  name: p.name,
  description: p.description,
})

export const valuesToProjectCreate = (v: ProjectFormValues): ProjectCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
})

export const valuesToProjectUpdate = (v: ProjectFormValues): ProjectUpdate => ({
  name: v.name.trim(),
  description: v.description.trim(),
})
