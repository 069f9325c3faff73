export type ServerConfig = {
  host: string;
  port: number;
  /** PGlite data folder, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    dataDir: env.DATA_DIR ?? '.data/pglite',
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
