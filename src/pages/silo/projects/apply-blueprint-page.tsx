import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ApiError } from '~/api/errors'
import { queryClient } from '~/api/query'
import { applyItem } from '~/blueprint/apply'
import {
  computePlan,
  type Kind,
  kindLabel,
  type PlanItem,
  planCounts,
  statusLabel,
} from '~/blueprint/plan'
import { type Blueprint, parseBlueprint } from '~/blueprint/schema'
import { readExisting } from '~/blueprint/target'
import type { RouteHandle } from '~/components/breadcrumbs'
import { currentRunKey } from '~/components/bulk/run-key'
import {
  browserStore,
  clearRun,
  countItems,
  isUnfinished,
  loadRun,
  markItem,
  type RunRecord,
  saveRun,
  whereItStopped,
} from '~/components/bulk/run-record'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { FilePicker } from '~/components/form/file-field'
import { TextField } from '~/components/form/text-field'
import { PageHeader } from '~/components/page-header'
import { columnHelper } from '~/components/table-features'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { validateName } from '~/util/names'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [
    { label: 'Projects', to: paths.projects() },
    { label: 'Apply a blueprint', to: paths.applyBlueprint() },
  ],
}

/** The apply's run, as this browser keeps it: the blueprint, the project, each item's kind */
type ApplyData = { blueprint: Blueprint; project: string; kinds: Record<string, Kind> }
type ApplyRun = RunRecord<ApplyData>

const SCOPE = 'apply-blueprint'

const keep = (run: ApplyRun | undefined) => {
  const storage = browserStore()
  if (!storage) return
  if (run) saveRun(storage, currentRunKey(), run)
  else clearRun(storage, currentRunKey(), SCOPE)
}

function keptApply(): ApplyRun | undefined {
  const storage = browserStore()
  const run = storage && loadRun<ApplyData>(storage, currentRunKey(), SCOPE)
  return run && isUnfinished(run) && run.data?.blueprint ? run : undefined
}

/** Where an item is in the apply, as its row says it */
type Progress = { state: 'queued' | 'working' | 'done' | 'failed'; message?: string }
const progressText = { queued: 'Queued', working: 'Working…', done: 'Done', failed: 'Failed' }

type Row = PlanItem & { progress?: Progress }

const col = columnHelper<Row>()
const columns = [
  col.accessor('kind', { header: 'Kind', cell: (info) => kindLabel[info.getValue()] }),
  col.accessor('name', {
    header: 'Name',
    cell: (info) => {
      const { parent, name } = info.row.original
      return parent ? `${parent} / ${name}` : name
    },
  }),
  col.accessor('status', {
    header: 'Plan',
    cell: (info) => (
      <span className="plan-status" data-status={info.getValue()}>
        {statusLabel[info.getValue()]}
      </span>
    ),
  }),
  valueColumn<Row>('details', 'Details', (r) => {
    const item = r
    if (item.conflict) return item.conflict
    if (item.differences.length === 0) return null
    return (
      <ul className="plan-differences">
        {item.differences.map((d) => (
          <li key={d.field}>
            <code>{d.field}</code>: blueprint {d.blueprint}, project {d.existing}
          </li>
        ))}
      </ul>
    )
  }),
  valueColumn<Row>('progress', 'Apply', (r) => {
    const p = r.progress
    if (!p) return null
    return (
      <span className="bulk-status" data-state={p.state}>
        {progressText[p.state]}
        {p.message && `: ${p.message}`}
      </span>
    )
  }),
]

const isDone = (run: ApplyRun, key: string) =>
  run.items.find((i) => i.key === key)?.status === 'done'

type FormValues = { blueprint: string; project: string }

export function Component() {
  const form = useForm<FormValues>({ defaultValues: { blueprint: '', project: '' } })
  const [errors, setErrors] = useState<string[]>([])
  const [readError, setReadError] = useState<string | null>(null)
  const [planned, setPlanned] = useState<{
    blueprint: Blueprint
    project: string
    plan: PlanItem[]
  }>()
  const [planning, setPlanning] = useState(false)
  const [run, setRun] = useState<ApplyRun | undefined>(keptApply)
  const [applying, setApplying] = useState(false)
  const [working, setWorking] = useState<string | null>(null)
  const [finished, setFinished] = useState<ApplyRun>()

  const plan = async (values: FormValues) => {
    setErrors([])
    setReadError(null)
    setPlanned(undefined)
    setFinished(undefined)
    const parsed = parseBlueprint(values.blueprint)
    if (!parsed.ok) {
      setErrors(parsed.errors)
      return
    }
    const project = values.project.trim() || parsed.blueprint.project.name
    if (!values.project.trim()) form.setValue('project', project)
    setPlanning(true)
    try {
      const existing = await readExisting(parsed.blueprint, project)
      setPlanned({
        blueprint: parsed.blueprint,
        project,
        plan: computePlan(parsed.blueprint, project, existing),
      })
    } catch (e) {
      setReadError((e as Error).message)
    } finally {
      setPlanning(false)
    }
  }

  /** Send the run's items not done yet, in order, one at a time, stopping at the first failure */
  const send = async (start: ApplyRun) => {
    let current = start
    setRun(current)
    keep(current)
    setApplying(true)
    const { blueprint, project, kinds } = current.data
    for (const item of current.items) {
      if (item.status === 'done') continue
      setWorking(item.key)
      try {
        const result = await applyItem(blueprint, project, { key: item.key, kind: kinds[item.key] })
        current = markItem(
          current,
          item.key,
          'done',
          result === 'exists' ? 'already there' : undefined,
        )
      } catch (e) {
        // no answer (the network): whether it was made is not known, so it is not done
        // yet, and a resume reads it first
        const { message, statusCode } = e as ApiError
        current = markItem(current, item.key, statusCode ? 'failed' : 'pending', message)
      }
      setRun(current)
      keep(current)
      if (current.items.find((i) => i.key === item.key)?.message && !isDone(current, item.key))
        break
    }
    setWorking(null)
    setApplying(false)
    void queryClient.invalidateQueries()
    if (!isUnfinished(current)) {
      keep(undefined)
      setFinished(current)
      setRun(undefined)
    }
  }

  const apply = () => {
    if (!planned) return
    const creates = planned.plan.filter((i) => i.status === 'create')
    void send({
      scope: SCOPE,
      action: 'Apply',
      title: `Apply of ${planned.blueprint.project.name} to ${planned.project}`,
      items: creates.map((i) => ({
        key: i.key,
        name: `${kindLabel[i.kind]} ${i.parent ? `${i.parent} / ` : ''}${i.name}`,
        status: 'pending',
      })),
      data: {
        blueprint: planned.blueprint,
        project: planned.project,
        kinds: Object.fromEntries(creates.map((i) => [i.key, i.kind])),
      },
      startedAt: new Date().toISOString(),
    })
  }

  const stop = () => {
    keep(undefined)
    setRun(undefined)
  }

  // the plan's rows with the run's progress
  const rows: Row[] = useMemo(() => {
    if (!planned) return []
    const byKey = new Map(run?.items.map((i) => [i.key, i]) ?? [])
    const finishedByKey = new Map(finished?.items.map((i) => [i.key, i]) ?? [])
    return planned.plan.map((item) => {
      const r = byKey.get(item.key) ?? finishedByKey.get(item.key)
      if (!r) return item
      const progress: Progress =
        working === item.key
          ? { state: 'working' }
          : r.status === 'pending'
            ? { state: 'queued' }
            : { state: r.status, message: r.message }
      return { ...item, progress }
    })
  }, [planned, run, finished, working])

  const counts = planned && planCounts(planned.plan)
  const applyReason = !counts
    ? undefined
    : applying
      ? 'Applying'
      : counts.conflict > 0
        ? 'Resolve the conflicts first: nothing is sent while the plan has one'
        : counts.create === 0
          ? 'Nothing to create: the project has every item already'
          : undefined
  const runCounts = run && countItems(run)

  return (
    <>
      <PageHeader title="Apply a blueprint" />
      <div className="blueprint-apply">
        {run && !applying && runCounts && (
          <section className="bulk-summary" aria-label="Unfinished apply">
            <p className="bulk-summary-title" role="status">
              {whereItStopped(run)}
            </p>
            <ul>
              {run.items
                .filter((i) => i.status !== 'pending' || i.message)
                .map((i) => (
                  <li key={i.key}>
                    <strong>{i.name}</strong>:{' '}
                    {i.status === 'done'
                      ? (i.message ?? 'created')
                      : i.status === 'failed'
                        ? `failed: ${i.message}`
                        : `no answer: ${i.message}`}
                  </li>
                ))}
            </ul>
            <span className="bulk-summary-buttons">
              <Button size="sm" variant="secondary" onClick={() => send(run)}>
                Resume
              </Button>
              <Button size="sm" variant="ghost" onClick={stop}>
                Stop
              </Button>
            </span>
          </section>
        )}
        <form
          className="blueprint-form"
          noValidate
          onSubmit={form.handleSubmit(plan)}
          aria-label="Blueprint"
        >
          <p>
            A blueprint is a project written as JSON, by name: export one from a project's page.
            Nothing is sent until you apply its plan; what exists already is never made again.
          </p>
          <TextField
            control={form.control}
            name="blueprint"
            label="Blueprint"
            multiline
            required
            description="Paste the blueprint's JSON, or choose its file"
          />
          <FilePicker
            label="Choose blueprint file"
            accept=".json,application/json"
            as="text"
            onLoad={(file) => form.setValue('blueprint', file.content, { shouldValidate: true })}
          />
          <TextField
            control={form.control}
            name="project"
            label="Project"
            description="A project of this silo, new or existing; the blueprint's own project when empty"
            validate={(v) => (v.trim() ? validateName(v.trim()) : undefined)}
          />
          <Button type="submit" loading={planning} disabled={applying}>
            Plan
          </Button>
        </form>
        {errors.length > 0 && (
          <Alert title="This is not a blueprint this console can read">
            <ul>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Alert>
        )}
        {readError && <Alert title="Could not read the project">{readError}</Alert>}
        {planned && counts && (
          <section className="blueprint-plan" aria-label="Plan">
            <h2>Plan for {planned.project}</h2>
            <p role="status">
              {counts.create} will be created, {counts.same} exist and are the same,{' '}
              {counts.differs} exist and differ (left as they are), {counts.conflict} conflict
            </p>
            <DataTable label="Plan" rows={rows} columns={columns} rowId={(r) => r.key} />
            <Button onClick={apply} disabled={!!applyReason} disabledReason={applyReason}>
              Apply
            </Button>
          </section>
        )}
        <p role="status" className="blueprint-progress">
          {applying && run
            ? `Applying: ${countItems(run).done} of ${run.items.length} done`
            : finished
              ? `Applied: ${finished.items.filter((i) => !i.message).length} created, ${
                  finished.items.filter((i) => i.message).length
                } already there`
              : ''}
        </p>
        {run && !applying && runCounts && runCounts.failed > 0 && (
          <Alert title="The apply stopped at an error">
            Made so far:{' '}
            {run.items
              .filter((i) => i.status === 'done')
              .map((i) => i.name)
              .join(', ') || 'nothing'}
            .
          </Alert>
        )}
      </div>
    </>
  )
}
