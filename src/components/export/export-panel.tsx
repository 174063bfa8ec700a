import { Tabs } from '@base-ui/react/tabs'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ExportKind } from '~/export/project-data'
import { selectResources } from '~/export/project-data'
import { readProject } from '~/export/read-project'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { SideModal } from '~/ui/side-modal'
import { Spinner } from '~/ui/spinner'
import { type ExportForm, exportForms } from './export-forms'

export type ExportPanelProps = {
  project: string
  /** only these rows of one kind, not the whole project */
  only?: { kind: ExportKind; ids: string[] }
  onDismiss: () => void
}

/**
 * A project, or some of its resources, as Terraform, an `oxide` CLI script and
 * a blueprint: a tab each, with the text, a copy button and a download. The
 * project is read afresh each time the panel opens.
 */
export default function ExportPanel({ project, only, onDismiss }: ExportPanelProps) {
  const read = useQuery({
    queryKey: ['projectExport', project, only ?? null],
    queryFn: async () => {
      const data = await readProject(project)
      return exportForms(only ? selectResources(data, only.kind, only.ids) : data)
    },
    // what the project holds now, not what an earlier opening read
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  return (
    <SideModal title={`Export ${project}`} onDismiss={onDismiss}>
      {read.isPending ? (
        <p className="export-loading">
          <Spinner label={`Reading ${project}`} /> Reading {project}…
        </p>
      ) : read.isError ? (
        <div className="export-error">
          <Alert title={`Could not read ${project}`}>{errorText(read.error)}</Alert>
          <Button variant="secondary" loading={read.isFetching} onClick={() => read.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ExportTabs forms={read.data} />
      )}
    </SideModal>
  )
}

const errorText = (e: unknown) => (e instanceof Error || isMessage(e) ? e.message : String(e))
const isMessage = (e: unknown): e is { message: string } =>
  typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string'

function ExportTabs({ forms }: { forms: ExportForm[] }) {
  return (
    <Tabs.Root defaultValue={forms[0].id}>
      <Tabs.List className="route-tabs export-tabs" aria-label="Export as">
        {forms.map((f) => (
          <Tabs.Tab
            key={f.id}
            value={f.id}
            className={(s) => (s.active ? 'route-tab active' : 'route-tab')}
          >
            {f.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {forms.map((f) => (
        <Tabs.Panel key={f.id} value={f.id} className="export-form">
          <div className="export-form-actions">
            <CopyButton text={f.text} label={`Copy ${f.label}`} />
            <DownloadLink form={f} />
          </div>
          <pre className="compute-command export-text">{f.text}</pre>
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  )
}

/** The text as a file: a link to an object URL of it, made with the link and let go with it. */
function DownloadLink({ form }: { form: ExportForm }) {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([form.text], { type: form.type }))
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [form.text, form.type])
  if (!url) return null
  return (
    <a className="btn btn-secondary btn-sm" href={url} download={form.fileName}>
      Download {form.fileName}
    </a>
  )
}
