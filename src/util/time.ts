// spec 9: a month is counted as 30 days
export const MINUTES_PER_DAY = 1440
export const MINUTES_PER_MONTH = 43200
export const MINUTES_PER_YEAR = 525600
