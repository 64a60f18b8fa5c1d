export { withIntentPrefetch } from './intent-prefetch';
export { localTarget } from './local-target';
export { nextPathFrom } from './next-param';
