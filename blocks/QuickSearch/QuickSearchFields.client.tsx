'use client'

import { useId, useState } from 'react'
import { wholeDollars } from '@/domain/carPrice'

export type MakeModelCount = { make: string; model: string; count: number }

/**
 * The quick search's choices. The model list shows the chosen make's models (every model,
 * grouped by make, before a make is chosen or without JavaScript); choosing another make
 * clears a model of the old one. Field names are the search page's own (`make`,
 * `make_model`, `price_max`), so the form is a plain search.
 */
export function QuickSearchFields({ makeModels, ceilings }: { makeModels: MakeModelCount[]; ceilings: number[] }) {
  const id = useId()
  const [make, setMake] = useState('')
  const [model, setModel] = useState('')
  const makes = [...new Set(makeModels.map((entry) => entry.make))]
  const countOf = (name: string) =>
    makeModels.filter((entry) => entry.make === name).reduce((sum, entry) => sum + entry.count, 0)
  const shownMakes = make ? [make] : makes
  return (
    <>
      <p className="quick-search-field">
        <label htmlFor={`${id}-make`}>Make</label>
        <select
          id={`${id}-make`}
          name="make"
          value={make}
          onChange={(event) => {
            setMake(event.target.value)
            if (!model.startsWith(`${event.target.value}|`)) setModel('')
          }}
        >
          <option value="">Any make</option>
          {makes.map((name) => (
            <option key={name} value={name}>
              {name} ({countOf(name)})
            </option>
          ))}
        </select>
      </p>
      <p className="quick-search-field">
        <label htmlFor={`${id}-model`}>Model</label>
        <select id={`${id}-model`} name="make_model" value={model} onChange={(event) => setModel(event.target.value)}>
          <option value="">Any model</option>
          {shownMakes.map((name) => (
            <optgroup key={name} label={name}>
              {makeModels
                .filter((entry) => entry.make === name)
                .map((entry) => (
                  <option key={entry.model} value={`${entry.make}|${entry.model}`}>
                    {entry.model} ({entry.count})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </p>
      {ceilings.length ? (
        <p className="quick-search-field">
          <label htmlFor={`${id}-price`}>Price up to</label>
          <select id={`${id}-price`} name="price_max" defaultValue="">
            <option value="">Any price</option>
            {ceilings.map((ceiling) => (
              <option key={ceiling} value={ceiling}>
                {wholeDollars(ceiling)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
    </>
  )
}
