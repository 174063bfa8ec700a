import { queryClient } from '~/api/query'
import { meQuery } from '~/layouts/loaders'
import { runStorageKey } from './run-record'

/** Where the signed-in user's runs in this silo are kept (the user the layout's loader read) */
export const currentRunKey = () => runStorageKey(queryClient.getQueryData(meQuery.queryKey))
