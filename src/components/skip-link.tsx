/** The id of every page's `<main>`, where "Skip to content" lands (give it `tabIndex={-1}` too). */
export const MAIN_ID = 'main'

/**
 * The first thing Tab reaches on every page, shown only while it has focus:
 * it moves focus into the page's main content, past the top bar and side nav.
 * Focus moves by script, so the URL keeps no `#main` and no history entry.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        const main = document.getElementById(MAIN_ID)
        if (!main) return
        e.preventDefault()
        // where the page is scrolled to stays: the sticky top bar would cover main's top
        main.focus({ preventScroll: true })
      }}
    >
      Skip to content
    </a>
  )
}
