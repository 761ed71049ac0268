import { describe, expect, it } from 'vitest'
import { easterSunday, holidayRegion, publicHolidays } from './publicHolidays'

const year2026 = (region: Parameters<typeof publicHolidays>[0]) =>
  publicHolidays(region, '2026-01-01', '2026-12-31').map((d) => `${d.date} ${d.name}`)

describe('public holidays', () => {
  it('finds Easter by the computus', () => {
    expect([2025, 2026, 2027, 2028].map(easterSunday)).toEqual(['2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16'])
  })

  it('lists New South Wales’ 2026 holidays, with Boxing Day’s additional Monday', () => {
    expect(year2026('NSW')).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-26 Australia Day',
      '2026-04-03 Good Friday',
      '2026-04-04 Easter Saturday',
      '2026-04-05 Easter Sunday',
      '2026-04-06 Easter Monday',
      '2026-04-25 Anzac Day',
      '2026-06-08 King’s Birthday',
      '2026-10-05 Labour Day',
      '2026-12-25 Christmas Day',
      '2026-12-26 Boxing Day',
      '2026-12-28 Boxing Day (additional day)',
    ])
  })

  it('gives each state its own days', () => {
    expect(year2026('VIC')).toEqual(expect.arrayContaining(['2026-03-09 Labour Day', '2026-11-03 Melbourne Cup Day']))
    expect(year2026('QLD')).toEqual(expect.arrayContaining(['2026-05-04 Labour Day', '2026-10-05 King’s Birthday']))
    expect(year2026('WA')).toEqual(
      expect.arrayContaining([
        '2026-03-02 Labour Day',
        '2026-04-27 Anzac Day (additional day)',
        '2026-06-01 Western Australia Day',
        '2026-09-28 King’s Birthday',
      ]),
    )
    expect(year2026('WA')).not.toContain('2026-04-04 Easter Saturday')
    expect(year2026('SA')).toEqual(
      expect.arrayContaining(['2026-03-09 Adelaide Cup Day', '2026-12-26 Proclamation Day']),
    )
    expect(year2026('TAS')).toEqual(expect.arrayContaining(['2026-03-09 Eight Hours Day']))
    expect(year2026('NT')).toEqual(expect.arrayContaining(['2026-05-04 May Day', '2026-08-03 Picnic Day']))
    expect(year2026('ACT')).toEqual(
      expect.arrayContaining([
        '2026-03-09 Canberra Day',
        '2026-06-01 Reconciliation Day',
        '2026-04-27 Anzac Day (additional day)',
      ]),
    )
  })

  it('moves New Zealand’s weekend holidays to Monday, with Matariki', () => {
    expect(year2026('NZ')).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-02 Day after New Year’s Day',
      '2026-02-06 Waitangi Day',
      '2026-04-03 Good Friday',
      '2026-04-06 Easter Monday',
      '2026-04-27 Anzac Day',
      '2026-06-01 King’s Birthday',
      '2026-07-10 Matariki',
      '2026-10-26 Labour Day',
      '2026-12-25 Christmas Day',
      '2026-12-26 Boxing Day',
      '2026-12-28 Boxing Day (additional day)',
    ])
  })

  it('adds the next weekday when Christmas or New Year falls on a weekend (2027: Christmas on a Saturday)', () => {
    expect(publicHolidays('NSW', '2027-12-24', '2028-01-05').map((d) => `${d.date} ${d.name}`)).toEqual([
      '2027-12-25 Christmas Day',
      '2027-12-26 Boxing Day',
      '2027-12-27 Christmas Day (additional day)',
      '2027-12-28 Boxing Day (additional day)',
      '2028-01-01 New Year’s Day',
      '2028-01-03 New Year’s Day (additional day)',
    ])
  })

  it('runs across the turn of a year and takes the region from the dealership', () => {
    expect(publicHolidays('QLD', '2026-12-20', '2027-01-31').map((d) => d.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
      '2027-01-01',
      '2027-01-26',
    ])
    expect(holidayRegion('NSW', 'Australia/Sydney')).toBe('NSW')
    expect(holidayRegion('NSW', 'Pacific/Auckland')).toBe('NZ')
    expect(holidayRegion(null, 'Australia/Perth')).toBeNull()
  })
})
