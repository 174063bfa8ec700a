import { existsSync } from 'node:fs'

/**
 * The Chromium the e2e flows and the bench drive: `CHROMIUM_PATH` when set;
 * else Debian's headless shell (`apt-get install chromium-headless-shell`),
 * the build Playwright itself runs headless; else Debian's full Chromium;
 * else Playwright's own browser (undefined).
 *
 * The shell comes first because the full browser, run headless, is still a
 * browser with a window: Chromium 156 opens the omnibox popup's WebUI in a
 * renderer of its own for every new window, and compiles its scripts while the
 * page under test loads. Every flow and every bench measurement opens a new
 * window, so on a 2-core machine that work took the cores from the page: the
 * bench's remote cold load measured 756-804 ms median with it, 339-353 in the
 * shell (same build, same day).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p))
}
