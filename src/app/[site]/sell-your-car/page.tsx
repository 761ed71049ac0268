// The spec's other sell-my-car address.
export { default } from '../sell-my-car/page'
