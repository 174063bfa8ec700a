import { useMemo } from 'react'
import { useVpcSelector, type VpcSel } from '~/hooks/selectors'

/**
 * The page's VPC, `{ project, vpc }`, as the same object while the URL names
 * the same VPC: list columns and queries made from it stay stable across
 * renders, so an open row menu survives a refetch.
 */
export function useStableVpcSel(): VpcSel {
  const { project, vpc } = useVpcSelector()
  return useMemo(() => ({ project, vpc }), [project, vpc])
}
