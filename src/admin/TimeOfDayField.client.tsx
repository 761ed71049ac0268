'use client'
import { TextInput, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { QUARTER_HOURS } from '@/domain/openingHours'

/**
 * An opening or closing time: a text box that offers every quarter hour from 6 am to 10 pm
 * as it is typed in or opened (a native list, so keyboards and screen readers know it), and
 * still takes any time typed the way staff write it ("9am", "17:30"); the server reads it.
 */
export const TimeOfDayField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  // Checked by the field's server-side validate when the form state is built, as Payload's own text fields are.
  const { value, setValue, showError, disabled } = useField<string>({ potentiallyStalePath: path })
  const listId = `${path.replace(/\./g, '__')}__quarter-hours`
  return (
    <>
      <TextInput
        path={path}
        label={field.label}
        required={field.required}
        placeholder={field.admin?.placeholder}
        description={field.admin?.description}
        value={value ?? ''}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
        showError={showError}
        readOnly={readOnly || disabled}
        // TextInput spreads these onto its <input>; its type names only autoComplete.
        htmlAttributes={{ autoComplete: 'off', list: listId } as { autoComplete: string }}
      />
      <datalist id={listId}>
        {QUARTER_HOURS.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>
    </>
  )
}
