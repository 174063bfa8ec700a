/**
 * The console's theme: the operating system's scheme (`system`, the default)
 * or one pinned in the user menu, kept in localStorage under `theme` and shown
 * as `data-theme` on <html>, which the stylesheet's color-scheme follows.
 * public/theme.js applies the stored choice before the first paint.
 */
export const themes = ['system', 'light', 'dark'] as const
export type Theme = (typeof themes)[number]

const KEY = 'theme'

export function parseTheme(stored: string | null | undefined): Theme {
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

export function getTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(KEY))
  } catch {
    return 'system'
  }
}

export function setTheme(theme: Theme) {
  try {
    if (theme === 'system') localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, theme)
  } catch {
    // storage blocked: the choice lasts until the page is reloaded
  }
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}
