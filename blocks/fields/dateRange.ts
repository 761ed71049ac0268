import type { DateField, Field } from 'payload'
import { dateRangeProblem, endOfDayWhenNoTime } from '@/domain/dates'
import { DEALER_TIME_ZONES, DEFAULT_TIME_ZONE } from '@/domain/timeZones'
import { dayAndTimePicker } from './datePickers'
import { dealerTimeZone } from './dealerTimeZone'

type End = { name: string; label: string; required?: boolean; description?: string }

const dateTime = (name: string, label: string, required: boolean, description?: string): DateField => ({
  name,
  label,
  type: 'date',
  required,
  // Entered and shown in a dealer time zone (stored as UTC with the zone beside it), the
  // dealer's own unless staff pick another.
  timezone: {
    defaultTimezone: DEFAULT_TIME_ZONE,
    supportedTimezones: DEALER_TIME_ZONES.map((z) => ({ ...z })),
    override: ({ baseField }) => ({ ...baseField, defaultValue: dealerTimeZone }),
  },
  admin: { date: dayAndTimePicker, ...(description ? { description } : {}) },
})

/**
 * A start and an end date side by side; the end must come after the start, and an end given
 * as a day only lasts to the end of that day.
 */
export function dateRange(start: End, end: End): Field {
  const endField = dateTime(end.name, end.label, end.required ?? false, end.description)
  return {
    type: 'row',
    fields: [
      dateTime(start.name, start.label, start.required ?? false, start.description),
      {
        ...endField,
        hooks: {
          // A day without a time ends at the end of that day, in the zone it was entered in.
          beforeValidate: [
            async ({ value, siblingData, req }) =>
              typeof value === 'string' && value
                ? endOfDayWhenNoTime(
                    value,
                    (siblingData?.[`${end.name}_tz`] as string | undefined) || (await dealerTimeZone({ req })),
                  )
                : value,
          ],
        },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
          if (end.required && !value) return `Enter the ${end.label.toLowerCase()}.`
          return (
            dateRangeProblem(siblingData?.[start.name] as string | undefined, value as string | undefined, {
              start: start.label.toLowerCase(),
              end: end.label.toLowerCase(),
            }) ?? true
          )
        },
      } as DateField,
    ],
  }
}
