'use client'

import type { ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components'
import './tabs.css'

/**
 * Tabs in the house style on react-aria (arrow keys move between tabs, the panel follows),
 * for a page's sections that a visitor reads one at a time.
 */
export function Tabs({ label, tabs }: { label: string; tabs: { id: string; title: string; content: ReactNode }[] }) {
  return (
    <AriaTabs className="tabs">
      <TabList aria-label={label} className="tab-list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="tab">
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  )
}
