import type { BulkAction } from './bulk-action'
import type { Target } from './bulk-session'

/**
 * What a run resumed after a reload does with the rows it has no answer for,
 * by the action's `resume` rule: never send one twice.
 */
export type ResumeCheck<T> = {
  /** still to do: sent now */
  send: Target<T>[]
  /** nothing more to do, with why ("web-1 is already stopped") */
  done: { id: string; message: string }[]
  /** could not tell: not sent, kept to try again */
  failed: { id: string; message: string }[]
}

const statusOf = (e: unknown) =>
  typeof e === 'object' && e !== null && 'statusCode' in e ? e.statusCode : undefined

const messageOf = (e: unknown) =>
  typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string'
    ? e.message
    : String(e)

const goneMessage = (name: string) => `${name} is already deleted`

/** Read each row first (when the action's rule reads), and sort them into send, done and failed */
export async function checkBeforeResume<T>(
  action: Pick<BulkAction<T>, 'resume'>,
  targets: Target<T>[],
  nameOf: (row: T) => string,
): Promise<ResumeCheck<T>> {
  const check: ResumeCheck<T> = { send: [], done: [], failed: [] }
  const { alreadyDone, deletes } = action.resume
  if (!alreadyDone) return { ...check, send: targets }
  // one at a time: a resume of many rows reads as a person would, without a burst
  for (const target of targets) {
    try {
      const why = await alreadyDone(target.row)
      if (why) check.done.push({ id: target.id, message: why })
      else check.send.push(target)
    } catch (e) {
      if (deletes && statusOf(e) === 404) {
        check.done.push({ id: target.id, message: goneMessage(nameOf(target.row)) })
      } else {
        check.failed.push({
          id: target.id,
          message: `Not sent: could not read it first (${messageOf(e)})`,
        })
      }
    }
  }
  return check
}

/**
 * The action as a resumed run sends it: a delete whose row the API no longer
 * finds (404) was deleted already, before the reload or by someone else, and
 * is done. Other actions are sent as they are.
 */
export function resumedAction<T>(action: BulkAction<T>): BulkAction<T> {
  const run = action.run
  if (!action.resume.deletes || !run) return action
  return {
    ...action,
    run: (row: T) =>
      run(row).catch((e: unknown) => {
        if (statusOf(e) !== 404) throw e
      }),
  }
}
