/**
 * `npm run mock-api`: the mock API server (mock-server.ts) on 127.0.0.1, port
 * `PORT` (default 12220). It starts signed out; `MOCK_USER=alice` makes
 * requests without a session act as alice (scripts that skip sign-in);
 * `MOCK_SESSION_TTL=SECONDS` expires a session unused that long (a 401 follows);
 * `MOCK_MANY` makes big lists first, as the `mock-many` knob does in the page.
 */
import { setSessionTtl } from '../console-sessions'
import { seedMany } from '../many'
import { startMockServer } from './mock-server'

setSessionTtl(Number(process.env.MOCK_SESSION_TTL) || undefined)
await seedMany()

const server = await startMockServer({
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 12220),
  mockUser: process.env.MOCK_USER || undefined,
})
console.log(`Mock API listening on ${server.url}`)
