/** UI timings and sizes the whole console shares. */
export const SPINNER_MIN_MS = 500
export const COPY_CONFIRM_MS = 2000
export const SCROLL_DEBOUNCE_MS = 125
export const TOOLTIP_DELAY_MS = 250
export const TOOLTIP_OFFSET_PX = 12
export const modalWidths = { narrow: '24rem', medium: '28rem', free: '48rem' } as const
export const SIDE_MODAL_WIDTH = '32rem'
