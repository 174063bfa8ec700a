import { type Params, useParams } from 'react-router'

/**
 * Typed route params (STYLE.md, point 3): pages and loaders read params through
 * these, never through `useParams()` with a string.
 */
function required(params: Params, key: string): string {
  const value = params[key]
  // only reachable when a route table entry and its page disagree
  if (!value) throw new Error(`route param "${key}" is missing`)
  return value
}

export const getProjectSelector = (params: Params) => ({ project: required(params, 'project') })
export const getSshKeySelector = (params: Params) => ({ sshKey: required(params, 'sshKey') })
export const getLoginSelector = (params: Params) => ({ silo: required(params, 'silo') })
export const getSamlLoginSelector = (params: Params) => ({
  silo: required(params, 'silo'),
  provider: required(params, 'provider'),
})

export const useProjectSelector = () => getProjectSelector(useParams())
export const useSshKeySelector = () => getSshKeySelector(useParams())
export const useLoginSelector = () => getLoginSelector(useParams())
export const useSamlLoginSelector = () => getSamlLoginSelector(useParams())
