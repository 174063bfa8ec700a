/** The one call the console makes into React's scheduler (see main.tsx). */
declare module 'scheduler' {
  export function unstable_forceFrameRate(fps: number): void
}
