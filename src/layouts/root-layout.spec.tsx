import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FirstLoad } from './root-layout'

describe('FirstLoad', () => {
  it('is what index.html paints before the app has loaded, so the first render changes nothing', () => {
    const html = readFileSync('index.html', 'utf8')
    const root = html.match(/<div id="root">(.*)<\/div>/)?.[1]
    expect(root).toBe(renderToStaticMarkup(<FirstLoad />))
  })
})
