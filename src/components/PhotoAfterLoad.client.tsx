'use client'

import { useEffect, useState, type ImgHTMLAttributes } from 'react'
import { afterPageLoad } from './afterPageLoad'

/**
 * A photo a visitor reaches only by swiping (a car's second and later photos): requested once
 * the page has loaded, so on a phone's slow connection the first photo, the page's LCP, does
 * not share the bandwidth with photos off to the side. Without JavaScript it is a plain image.
 */
export function PhotoAfterLoad(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [requested, setRequested] = useState(false)
  useEffect(() => afterPageLoad(() => setRequested(true)), [])
  // eslint-disable-next-line @next/next/no-img-element -- renditions the platform stored (src/photos), with their own srcset
  const photo = <img {...props} alt={props.alt} />
  return requested ? photo : <noscript>{photo}</noscript>
}
