// The theme chosen in the user menu (src/util/theme.ts), applied before the
// first paint; a file, not an inline script, as the rack's CSP allows no inline
// script. Without a choice the stylesheet follows the operating system.
try {
  const theme = localStorage.getItem('theme')
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
} catch (_) {
  // storage blocked: the operating system's scheme it is
}
