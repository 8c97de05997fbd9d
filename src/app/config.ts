import { fleetSetupFrom, type FleetSetup } from '../stores/device-setup.ts';

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
  /**
   * Hosts the app follows without asking when the server sends it elsewhere (a business that
   * moved, a payment page). VITE_REDIRECT_ALLOWLIST, comma-separated; by default the API's host.
   */
  redirectAllowlist: string[];
  /** A fleet's device setup baked into the build (VITE_DEVICE_*); what staff store on a device wins. */
  device: FleetSetup;
}

/** The API's own host when the API lives on another origin; none when it is a path of the app. */
function apiHostOf(apiBaseUrl: string): string[] {
  try {
    return /^https?:\/\//i.test(apiBaseUrl) ? [new URL(apiBaseUrl).host] : [];
  } catch {
    return [];
  }
}

export function readConfig(env: ImportMetaEnv = import.meta.env): AppConfig {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL || '/api',
    tileUrl: env.VITE_TILE_URL || '/tiles/{z}/{x}/{y}.png',
    geocoderUrl: env.VITE_GEOCODER_URL || '/geocode',
    secureCookie: env.VITE_SECURE_COOKIE === 'true',
    buildId: env.VITE_BUILD_ID || 'dev',
    buildManifestUrl: `${env.BASE_URL || '/'}build.json`,
    redirectAllowlist: env.VITE_REDIRECT_ALLOWLIST
      ? env.VITE_REDIRECT_ALLOWLIST.split(',')
          .map((host) => host.trim())
          .filter(Boolean)
      : apiHostOf(env.VITE_API_BASE_URL || '/api'),
    device: fleetSetupFrom({
      mode: env.VITE_DEVICE_MODE,
      branch: env.VITE_DEVICE_BRANCH,
      table: env.VITE_DEVICE_TABLE,
      pinHash: env.VITE_DEVICE_PIN_HASH,
      idleSeconds: env.VITE_KIOSK_IDLE_SECONDS,
    }),
  };
}
