import { useSyncExternalStore } from 'react'
import { getTimeZone, subscribeTimeZone } from '~/util/time-zone'

/** The zone times are shown in; the component renders again when it is changed. */
export const useTimeZone = () => useSyncExternalStore(subscribeTimeZone, getTimeZone)
