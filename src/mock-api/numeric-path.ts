import { type HttpHandler, HttpResponse, http } from 'msw'
import * as schema from '~/api/__generated__/validate'
import { notFound } from './errors'
import { mswHandlers } from './handlers'

/**
 * Routes with a number in the path. The generated wrapper validates path params
 * as the strings they arrive as, so a `uint8` segment (`/32`) never matches its
 * schema: these routes turn the number segments into numbers first, then run
 * the operation's handler. They are matched before the generated routes.
 */
export const numericPathRoutes: HttpHandler[] = [
  http.delete(
    '/v1/system/networking/loopback-address/:rackId/:switchSlot/:address/:subnetMask',
    async ({ request, params, cookies }) => {
      const parsed = schema.NetworkingLoopbackAddressDeleteParams.safeParse({
        path: { ...params, subnetMask: Number(params.subnetMask) },
        query: {},
      })
      if (!parsed.success) {
        const { address, subnetMask } = params
        return notFound(`loopback-address with address "${address}/${subnetMask}"`)
      }
      try {
        const status = await mswHandlers.networkingLoopbackAddressDelete({
          path: parsed.data.path,
          req: request,
          cookies: cookies as Record<string, string>,
        })
        return new HttpResponse(null, { status })
      } catch (thrown) {
        // handlers refuse by throwing the error response, as in the generated wrapper
        if (thrown instanceof Response) return thrown
        throw thrown
      }
    },
  ),
]
