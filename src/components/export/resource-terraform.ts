import type { ExportKind } from '~/export/project-data'
import { selectResources } from '~/export/project-data'
import { readProject } from '~/export/read-project'
import { terraformExport } from '~/export/terraform'

/** Some of a project's resources as Terraform, read afresh: what "Copy as Terraform" copies. */
export async function resourceTerraform(project: string, kind: ExportKind, ids: string[]) {
  const data = selectResources(await readProject(project), kind, ids)
  return terraformExport(data)
}
