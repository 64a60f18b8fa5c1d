import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * nginx in front of one or more running shop instances with the rules deploy/nginx.conf includes
 * (deploy/nginx/*.conf), in a folder of its own and as a child process, without root: for the reliability
 * tests, bench:pages and the cluster (scripts/cluster). Only the places differ from deploy/nginx.conf
 * (ports, folders, where the cache and temp files go); the upstream's servers carry the same parameters.
 */
export interface FrontDoorOptions {
  /** The nginx binary. */
  nginx: string;
  port: number;
  /** The shop instances' ports on loopback: the upstream's servers, in this order. */
  upstreamPorts: number[];
  /** The shop's folder: the build's .next/static and public/. */
  appDir: string;
  /** The shop's DATA_DIR: media/. */
  dataDir: string;
  /** Also serve `dir` as plain files on `port`, with gzip_static: what nginx does at best on this machine. */
  staticFiles?: { port: number; dir: string };
  /** One line per request passed to the shop, naming the instance(s) that answered it, at the end of `log`. */
  logUpstreams?: boolean;
}

export interface FrontDoor {
  base: string;
  /** What nginx wrote to stderr, for the message of a failed test; with `logUpstreams`, then the requests. */
  log: () => string;
  stop: () => Promise<void>;
}

const RULES_DIR = path.resolve('deploy/nginx');
const LOG_BYTES = 20_000;
/** In nginx's folder: stderr is a socket here, which nginx cannot open as a file. */
const UPSTREAM_LOG = 'upstreams.log';

function staticServer(files: FrontDoorOptions['staticFiles']): string {
  if (!files) return '';
  return `server {
        listen 127.0.0.1:${files.port};
        root "${path.resolve(files.dir)}";
        gzip_static on;
    }`;
}

/** As deploy/nginx.conf's upstream: an instance that refused a connection is skipped for a few seconds. */
const UPSTREAM_SERVER_PARAMETERS = 'max_fails=3 fail_timeout=2s';

function upstreamServers(ports: number[]): string {
  if (ports.length === 0) throw new Error('nginx needs at least one upstream port');
  return ports.map((port) => `server 127.0.0.1:${port} ${UPSTREAM_SERVER_PARAMETERS};`).join('\n        ');
}

/** `upstream 127.0.0.1:3001 200 GET /api/health`; after a retry the address lists every instance tried. */
function accessLog(upstreams: boolean | undefined): string {
  if (!upstreams) return 'access_log off;';
  return `log_format shop_upstream 'upstream $upstream_addr $upstream_status $request_method $request_uri';
    access_log ${UPSTREAM_LOG} shop_upstream if=$upstream_addr;`;
}

export function frontDoorConfig(options: FrontDoorOptions): string {
  // Started by root, nginx hands its workers to `nobody`, who may not read a test run's private temp folders.
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    ${accessLog(options.logUpstreams)}
    client_body_temp_path temp/body;
    proxy_temp_path temp/proxy;
    fastcgi_temp_path temp/fastcgi;
    uwsgi_temp_path temp/uwsgi;
    scgi_temp_path temp/scgi;

    include nginx/shop-http.conf;
    proxy_cache_path cache levels=1:2 keys_zone=shop_pages:8m use_temp_path=off;
    upstream shop {
        ${upstreamServers(options.upstreamPorts)}
        keepalive 16;
        keepalive_timeout 4s;
    }
    server {
        listen 127.0.0.1:${options.port};
        set $shop_app "${path.resolve(options.appDir)}";
        set $shop_data "${path.resolve(options.dataDir)}";
        include nginx/shop-locations.conf;
    }
    ${staticServer(options.staticFiles)}
}
`;
}

function tail(file: string): string {
  try {
    const size = statSync(file).size;
    const fd = openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(size, LOG_BYTES));
      readSync(fd, buffer, 0, buffer.length, size - buffer.length);
      return buffer.toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

/** nginx's master and workers: its own process group, so that nothing of it outlives `stop` or this process. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export async function startFrontDoor(options: FrontDoorOptions): Promise<FrontDoor> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  mkdirSync(path.join(prefix, 'temp'));
  // Relative includes are read from the configuration's folder, as deploy/nginx.conf reads them from deploy/.
  symlinkSync(RULES_DIR, path.join(prefix, 'nginx'));
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, frontDoorConfig(options));
  // Detached: Ctrl+C in a terminal reaches the caller, which stops the shop behind nginx before nginx.
  const child = spawn(options.nginx, ['-p', `${prefix}/`, '-e', 'stderr', '-c', config], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-LOG_BYTES);
  });
  const upstreamLines = () => (options.logUpstreams ? tail(path.join(prefix, UPSTREAM_LOG)) : '');
  const door: FrontDoor = {
    base: `http://127.0.0.1:${options.port}`,
    log: () => stderr + upstreamLines(),
    stop: async () => {
      const exited = waitForExit(child);
      signalGroup(child, 'SIGTERM');
      await exited;
      process.off('exit', killOnExit);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (child.exitCode !== null) break;
    if (await listening(options.port)) return door;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await door.stop();
  throw new Error(`nginx did not start on port ${options.port}: ${stderr}`);
}
