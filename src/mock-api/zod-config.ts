import { config } from 'zod/v4/core'

/**
 * The mock's validators parse without zod's JIT. Compiling a schema to a
 * function on its first parse costs more than the parse itself, and nearly
 * every request the console sends in a session is some operation's first: a
 * navigation's list call paid about 3 ms for it. Imported before the schemas
 * are built, which read the setting.
 */
config({ jitless: true })
