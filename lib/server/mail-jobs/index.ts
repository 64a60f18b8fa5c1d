export { enqueueMail, type MailKind } from './enqueue-mail';
export { nudgeMailWorker } from './worker-signal';
export { configuredRetryPolicy, runDueMailJobs } from './run-due-jobs';
export { type RetryPolicy, secondsUntilRetry } from './retry-policy';
export { type MailWorker, startMailWorker, startMailWorkerOnce } from './mail-worker';
