/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API server for a production build; the page's own origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}
