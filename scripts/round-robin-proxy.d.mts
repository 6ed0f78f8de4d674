// Types of round-robin-proxy.mjs for the TypeScript tests that start it.
export interface RunningProxy {
  port: number;
  close(): Promise<void>;
}
export function startProxy(options: { port?: number; upstreams: string[] }): Promise<RunningProxy>;
