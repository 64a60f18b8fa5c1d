export { beginDraining, isDraining } from './draining';
export { onShutdown, runShutdownHooks } from './shutdown-hooks';
export { type GracefulShutdownOptions, shutDownGracefully, shutDownOnSignals } from './graceful-shutdown';
