import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port from `from` on that nothing listens on: for a server that cannot be given port 0 (nginx). */
export async function freePort(from: number, tries = 20): Promise<number> {
  for (let port = from; port < from + tries; port += 1) if (await isFree(port)) return port;
  throw new Error(`No free port in ${from}–${from + tries - 1}`);
}
