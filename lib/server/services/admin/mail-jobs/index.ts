export { listMailJobs } from './list-mail-jobs';
export { retryMailJob } from './retry-mail-job';
