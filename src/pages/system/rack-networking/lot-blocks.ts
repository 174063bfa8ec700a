import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query'
import type { AddressLotBlock, AddressLotViewResponse } from '~/api/__generated__/Api'
import { addressLotQuery, addressLotsQuery } from './loaders'

export type LotBlock = AddressLotBlock & { lot: string }

// at module level: `useQueries` keeps the combined result while the lots' answers stay the same
const combineBlocks = (views: UseQueryResult<AddressLotViewResponse>[]): LotBlock[] =>
  views.flatMap((v) => (v.data ? v.data.blocks.map((b) => ({ ...b, lot: v.data.lot.name })) : []))

/**
 * Every block of every address lot, with its lot's name: loopback addresses and
 * BGP announcements name only a block's id. Loaders that need it prefetch it;
 * read without failing the page, as it only names and offers blocks.
 */
export function useLotBlocks(): LotBlock[] {
  const lots = useQuery(addressLotsQuery()).data?.items ?? []
  return useQueries({
    queries: lots.map((l) => ({ ...addressLotQuery(l.name), throwOnError: false })),
    combine: combineBlocks,
  })
}
