export { type ActivityKind, mayLogActivity } from './activity-log-limit';
