/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts from the API's HALL_TIME_ZONE. */
  readonly HALL_TIME_ZONE: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
