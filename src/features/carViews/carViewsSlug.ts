/** The collection of counted car views (collections/system/carViews.ts). */
export const CAR_VIEWS = 'car-views'
