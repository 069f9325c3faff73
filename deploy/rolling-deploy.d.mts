export declare function until(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs?: number,
): Promise<void>;
export declare function balancerStatus(statsUrl: string): Promise<Record<string, string>>;
export declare function answersReady(url: string): Promise<boolean>;
export declare function rollingDeploy(steps: {
  instances: string[];
  migrate: () => Promise<string>;
  drain: (instance: string) => Promise<void>;
  stop: (instance: string) => Promise<void>;
  start: (instance: string) => Promise<void>;
  ready: (instance: string) => Promise<void>;
  log?: (line: string) => void;
}): Promise<void>;
