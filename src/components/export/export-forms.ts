/**
 * The three forms an export is shown in, each with the file it downloads as:
 * the exporters of `src/export/` applied to one read of the project.
 */
import { blueprintText } from '~/export/blueprint-export'
import { cliScriptExport } from '~/export/cli-script'
import type { ProjectData } from '~/export/project-data'
import { terraformExport } from '~/export/terraform'

export type ExportForm = {
  id: 'terraform' | 'cli' | 'blueprint'
  /** the tab's name */
  label: string
  text: string
  fileName: string
  /** the downloaded file's media type */
  type: string
}

/**
 * A file name from the project's name (a name is already safe in a file name:
 * lowercase letters, digits and dashes), `-selected` when only ticked rows are in it.
 */
export function exportFileStem(data: ProjectData): string {
  return data.wholeProject ? data.project.name : `${data.project.name}-selected`
}

export function exportForms(data: ProjectData): ExportForm[] {
  const stem = exportFileStem(data)
  return [
    {
      id: 'terraform',
      label: 'Terraform',
      text: terraformExport(data),
      fileName: `${stem}.tf`,
      type: 'text/plain',
    },
    {
      id: 'cli',
      label: 'CLI script',
      text: cliScriptExport(data),
      fileName: `${stem}.sh`,
      type: 'text/x-sh',
    },
    {
      id: 'blueprint',
      label: 'Blueprint',
      text: blueprintText(data),
      fileName: `${stem}.blueprint.json`,
      type: 'application/json',
    },
  ]
}
