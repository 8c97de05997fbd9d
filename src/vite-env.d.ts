/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCKS?: string;
  readonly VITE_TILE_URL?: string;
  readonly VITE_GEOCODER_URL?: string;
  readonly VITE_SECURE_COOKIE?: string;
  readonly VITE_BUILD_ID?: string;
  readonly VITE_REDIRECT_ALLOWLIST?: string;
  readonly VITE_DEVICE_MODE?: string;
  readonly VITE_DEVICE_BRANCH?: string;
  readonly VITE_DEVICE_TABLE?: string;
  readonly VITE_DEVICE_PIN_HASH?: string;
  readonly VITE_KIOSK_IDLE_SECONDS?: string;
}
