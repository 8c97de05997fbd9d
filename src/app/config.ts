/** Build-time configuration (Vite env), read in one place. See README "Configuration". */
export interface AppConfig {
  /** Base URL of the business's API; the mock backend answers under /api. */
  apiBaseUrl: string;
  /** Leaflet tile template, {z}/{x}/{y}. */
  tileUrl: string;
  /** Nominatim-compatible geocoder base URL. */
  geocoderUrl: string;
  /** Mark the language cookie Secure (set on HTTPS deployments). */
  secureCookie: boolean;
  /** This build's id, compared with /build.json to offer a reload. */
  buildId: string;
  /** Where the build manifest is served. */
  buildManifestUrl: string;
}

export function readConfig(env: ImportMetaEnv = import.meta.env): AppConfig {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL || '/api',
    tileUrl: env.VITE_TILE_URL || '/tiles/{z}/{x}/{y}.png',
    geocoderUrl: env.VITE_GEOCODER_URL || '/geocode',
    secureCookie: env.VITE_SECURE_COOKIE === 'true',
    buildId: env.VITE_BUILD_ID || 'dev',
    buildManifestUrl: `${env.BASE_URL || '/'}build.json`,
  };
}
