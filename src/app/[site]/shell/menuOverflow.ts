/** Room kept for the header's More button when items overflow (its label, arrow and padding). */
export const MORE_WIDTH_PX = 96

/**
 * How many of the menu's items fit in the header row: all when they fit, otherwise as many as
 * fit beside a More button (the rest go into More, in their order). `widths` are the items'
 * own widths, `available` the menu's.
 */
export function itemsThatFit(widths: number[], available: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0)
  if (total <= available) return widths.length
  let used = MORE_WIDTH_PX
  let fit = 0
  while (fit < widths.length && used + widths[fit]! <= available) used += widths[fit++]!
  return fit
}
