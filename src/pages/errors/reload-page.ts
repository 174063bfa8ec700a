/** A new load of the page, the only way to fetch code the browser failed to load before. */
export const reloadPage = () => window.location.reload()
