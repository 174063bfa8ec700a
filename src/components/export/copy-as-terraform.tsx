import type { ExportKind } from '~/export/project-data'
import { CopyButton } from '~/ui/copy-button'

// the reader and the exporter load on the click, not with the page
const terraformOf = (project: string, kind: ExportKind, ids: string[]) =>
  import('./resource-terraform').then((m) => m.resourceTerraform(project, kind, ids))

/**
 * Copies the Terraform of what a detail page shows (an instance, a VPC, a VPC's
 * firewall rules), with the import block that adopts it, read when pressed.
 */
export function CopyAsTerraform({
  project,
  kind,
  ids,
  label = 'Copy as Terraform',
}: {
  project: string
  kind: ExportKind
  ids: string[]
  /** where a page has two, what each copies: "Copy firewall rules as Terraform" */
  label?: string
}) {
  return <CopyButton text={() => terraformOf(project, kind, ids)} label={label} />
}
