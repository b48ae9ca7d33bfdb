/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the build (vite.config.ts): whether this build hydrates prerendered markup. */
  readonly PORTFOLIO_HYDRATE: boolean;
}
