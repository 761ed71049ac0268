// The spec's other sell-my-car address (Next reads `dynamic` from each route file itself).
export { GET } from '../sell-my-car/route'
export const dynamic = 'force-dynamic'
