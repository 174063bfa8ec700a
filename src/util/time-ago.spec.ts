import { expect, it } from 'vitest'
import { timeAgo, updatedAgoText } from './time-ago'

it('timeAgo: seconds, minutes, hours, days; a future time is now', () => {
  expect(timeAgo(-3000)).toBe('0 s')
  expect(timeAgo(59_999)).toBe('59 s')
  expect(timeAgo(60_000)).toBe('1 min')
  expect(timeAgo(3 * 3600_000 + 5)).toBe('3 h')
  expect(timeAgo(24 * 3600_000)).toBe('1 day')
  expect(timeAgo(50 * 3600_000)).toBe('2 days')
})

it('updatedAgoText', () => {
  expect(updatedAgoText(-10)).toBe('Updated just now')
  expect(updatedAgoText(4999)).toBe('Updated just now')
  expect(updatedAgoText(12_000)).toBe('Updated 12 s ago')
  expect(updatedAgoText(125_000)).toBe('Updated 2 min ago')
})
