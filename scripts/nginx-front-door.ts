import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * nginx in front of a running shop with the rules deploy/nginx.conf includes (deploy/nginx/*.conf), in a
 * folder of its own and as a child process, without root: for the reliability test and bench:pages. Only
 * the places differ from deploy/nginx.conf (ports, folders, where the cache and temp files go).
 */
export interface FrontDoorOptions {
  /** The nginx binary. */
  nginx: string;
  port: number;
  /** The shop's port on loopback. */
  upstreamPort: number;
  /** The shop's folder: the build's .next/static and public/. */
  appDir: string;
  /** The shop's DATA_DIR: media/. */
  dataDir: string;
  /** Also serve `dir` as plain files on `port`, with gzip_static: what nginx does at best on this machine. */
  staticFiles?: { port: number; dir: string };
}

export interface FrontDoor {
  base: string;
  /** What nginx wrote to stderr, for the message of a failed test. */
  log: () => string;
  stop: () => Promise<void>;
}

const RULES_DIR = path.resolve('deploy/nginx');

function staticServer(files: FrontDoorOptions['staticFiles']): string {
  if (!files) return '';
  return `server {
        listen 127.0.0.1:${files.port};
        root "${path.resolve(files.dir)}";
        gzip_static on;
    }`;
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
    access_log off;
    client_body_temp_path temp/body;
    proxy_temp_path temp/proxy;
    fastcgi_temp_path temp/fastcgi;
    uwsgi_temp_path temp/uwsgi;
    scgi_temp_path temp/scgi;

    include nginx/shop-http.conf;
    proxy_cache_path cache levels=1:2 keys_zone=shop_pages:8m use_temp_path=off;
    upstream shop {
        server 127.0.0.1:${options.upstreamPort};
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

export async function startFrontDoor(options: FrontDoorOptions): Promise<FrontDoor> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  mkdirSync(path.join(prefix, 'temp'));
  // Relative includes are read from the configuration's folder, as deploy/nginx.conf reads them from deploy/.
  symlinkSync(RULES_DIR, path.join(prefix, 'nginx'));
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, frontDoorConfig(options));
  const child = spawn(options.nginx, ['-p', `${prefix}/`, '-e', 'stderr', '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const door: FrontDoor = {
    base: `http://127.0.0.1:${options.port}`,
    log: () => stderr,
    stop: async () => {
      const exited = waitForExit(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
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
