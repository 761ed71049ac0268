/**
 * The admin's date pickers, taking dates as Australians and New Zealanders type them. Payload's
 * picker (react-datepicker) parses typed text with its `dateFormat`; given a list it tries each,
 * and shows dates in the first. Without this, "31/01/2027" was read as month 31 and dropped.
 */
const TYPED_DAYS = ['d/M/yyyy', 'd-M-yyyy', 'd.M.yyyy', 'd MMM yyyy', 'd MMMM yyyy']
/** 12-hour times as people type them: "9am", "9 am", "5:30pm", "5:30 pm", and 24-hour "17:30". */
const TYPED_TIMES = ['ha', 'h a', 'h:mma', 'h:mm a', 'H:mm']

/** A day, shown as "31 Jan 2027". */
export const dayPicker = {
  pickerAppearance: 'dayOnly' as const,
  displayFormat: 'd MMM yyyy',
  overrides: { dateFormat: ['d MMM yyyy', ...TYPED_DAYS] },
}

/** A day and a time in 15-minute steps, shown as "31 Jan 2027 9:00 AM". */
export const dayAndTimePicker = {
  pickerAppearance: 'dayAndTime' as const,
  displayFormat: 'd MMM yyyy h:mm a',
  timeIntervals: 15,
  overrides: {
    dateFormat: [
      'd MMM yyyy h:mm a',
      ...TYPED_DAYS,
      ...TYPED_DAYS.flatMap((day) => TYPED_TIMES.map((time) => `${day} ${time}`)),
    ],
  },
}
