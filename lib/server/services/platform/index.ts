export { type ActivityKind, mayLogActivity } from './activity-log-limit';
export { readiness } from './readiness';
