'use client'

import dynamic from 'next/dynamic'

// Every client component a block imports rides along in the first load of every CMS page;
// swiper is fetched only on pages that actually show a carousel (still rendered on the server).
export const LazyLocationCarousel = dynamic(() => import('./LocationCarousel.client').then((m) => m.LocationCarousel))
