import { apiRequest } from '~/api/client'

/** The create form's one value: the silo whose identity provider gets the token, the user's own. */
export type ScimTokenFormValues = { silo: string }

/** The create form's call: the API takes only the silo, and answers with the token's secret. */
export const scimTokenCreateRequest = ({ silo }: ScimTokenFormValues) =>
  apiRequest('scimTokenCreate', { query: { silo } })
