import type { OperationId, OpParams } from './client'

/**
 * One API call as data: what a form would send, or what a page reads. The
 * "Equivalent CLI / API" panel shows it as a CLI command, an HTTP request and
 * a curl command (`request-text.ts`); a form's submit sends the same params.
 */
export type ApiRequest<K extends OperationId = OperationId> = {
  operationId: K
  params: OpParams<K>
}

/** Typed at the call site: the params must be the operation's. */
export const apiRequest = <K extends OperationId>(
  operationId: K,
  params: OpParams<K>,
): ApiRequest<K> => ({ operationId, params })
