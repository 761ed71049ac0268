'use client'

import { useEffect } from 'react'
import { rememberCampaign } from '../visitorMemory'

/** On every page of a dealer site: the campaign (utm_*, gclid) a visit landed with, kept for its leads. */
export function CampaignMemory() {
  useEffect(() => rememberCampaign(window.location.search), [])
  return null
}
