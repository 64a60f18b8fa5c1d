export { type Cluster, type ClusterInstance, type ClusterOptions, startCluster } from './start-cluster';
