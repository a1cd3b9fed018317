/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HALL_TIME_ZONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
