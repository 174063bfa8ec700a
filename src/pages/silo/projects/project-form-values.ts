import type { Project, ProjectCreate, ProjectUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

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

/** The create form's call: the panel shows it, the submit sends it. */
export const projectCreateRequest = (v: ProjectFormValues) =>
  apiRequest('projectCreate', { body: valuesToProjectCreate(v) })

export const projectUpdateRequest = (v: ProjectFormValues, project: string) =>
  apiRequest('projectUpdate', { path: { project }, body: valuesToProjectUpdate(v) })
