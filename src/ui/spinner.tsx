export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />
}

/**
 * A cell whose text is another call's, still out (the name of a resource the
 * row links to): a bar where the text will be, "Loading" to a screen reader.
 */
export function CellLoading() {
  return (
    <span className="cell-loading">
      <span className="visually-hidden">Loading</span>
    </span>
  )
}
