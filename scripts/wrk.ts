import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';

/** One wrk run (Debian's package) against `url`: requests per second and the median and 95th percentile. */
export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Failed connections, reads, writes and timeouts, and answers that were not 2xx or 3xx. */
  failures: number;
}

const run = promisify(execFile);

interface WrkSummary {
  requests: number;
  microseconds: number;
  p50: number;
  p95: number;
  errors: number;
  non2xx: number;
}

/** Asynchronous, so that a server in the calling process (a static ceiling) can answer meanwhile. */
export async function runWrk(
  wrk: string,
  url: string,
  load: { seconds: number; connections: number; headers: Record<string, string>; pathsFile?: string },
): Promise<WrkResult> {
  // With a file of paths, each request asks for the next of them on the url's server.
  const script = load.pathsFile
    ? [path.resolve('scripts/wrk-paths.lua'), url, '--', load.pathsFile]
    : [path.resolve('scripts/wrk-summary.lua'), url];
  const headers = Object.entries(load.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout: output } = await run(
    wrk,
    [
      `-t${Math.min(2, load.connections)}`,
      `-c${load.connections}`,
      `-d${load.seconds}s`,
      ...headers,
      '-s',
      ...script,
    ],
    { encoding: 'utf8' },
  );
  const line = output.split('\n').find((candidate) => candidate.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no summary for ${url}:\n${output}`);
  const summary = JSON.parse(line) as WrkSummary;
  return {
    requestsPerSecond: summary.requests / (summary.microseconds / 1e6),
    p50Ms: summary.p50 / 1000,
    p95Ms: summary.p95 / 1000,
    failures: summary.errors + summary.non2xx,
  };
}
