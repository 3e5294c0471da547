/** Set at build time by `define` in vite.config.ts. */
declare const __APP_VERSION__: string;
/** ISO 8601, UTC. */
declare const __BUILD_DATE__: string;
