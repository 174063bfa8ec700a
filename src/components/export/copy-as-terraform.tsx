import type { ExportKind } from '~/export/project-data'
import { CopyButton, writeLater } from '~/ui/copy-button'
import type { MenuItem } from '~/ui/dropdown-menu'
import { addToast } from '~/ui/toast'

// the reader and the exporter load on the click, not with the page
const terraformOf = (project: string, kind: ExportKind, ids: string[]) =>
  import('./resource-terraform').then((m) => m.resourceTerraform(project, kind, ids))

/**
 * "Copy as Terraform" in a row menu, for a resource with no detail page of its
 * own (a disk, a floating IP): the same text as the button's, read when chosen,
 * and a toast that says it was copied, or that the browser refused.
 */
export const copyAsTerraformItem = (
  project: string,
  kind: ExportKind,
  row: { id: string; name: string },
): MenuItem => ({
  label: 'Copy as Terraform',
  onSelect: () => {
    const text = terraformOf(project, kind, [row.id])
    writeLater(text).then(
      () => addToast({ title: 'Copied as Terraform', content: row.name }),
      async () => {
        const readError = await text.then(
          () => undefined,
          (e: unknown) => (e instanceof Object && 'message' in e ? String(e.message) : String(e)),
        )
        addToast({
          variant: 'error',
          title: 'Could not copy as Terraform',
          content: readError
            ? `Could not read ${row.name}: ${readError}`
            : `The browser did not let the page copy the Terraform of ${row.name}`,
        })
      },
    )
  },
})

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
