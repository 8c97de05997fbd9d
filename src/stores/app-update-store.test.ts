import { describe, expect, it, vi } from 'vitest';
import { AppUpdateStore, UPDATE_CHECK_INTERVAL_MS } from './app-update-store.ts';

describe('AppUpdateStore', () => {
  it('offers a reload when the manifest names another build', async () => {
    const store = new AppUpdateStore('build-1', async () => ({ buildId: 'build-2' }));
    expect(await store.check()).toBe('newer');
    expect(store.updateOffered).toBe(true);
    expect(store.newerBuildId).toBe('build-2');
  });

  it('stays quiet for the same build and when the check fails', async () => {
    const same = new AppUpdateStore('build-1', async () => ({ buildId: 'build-1' }));
    expect(await same.check()).toBe('current');
    expect(same.updateOffered).toBe(false);
    const offline = new AppUpdateStore('build-1', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.check()).toBe('failed');
    expect(offline.updateOffered).toBe(false);
  });

  it('hides the offer once dismissed', async () => {
    const store = new AppUpdateStore('a', async () => ({ buildId: 'b' }));
    await store.check();
    store.dismiss();
    expect(store.updateOffered).toBe(false);
  });

  it('checks every hour until stopped', async () => {
    vi.useFakeTimers();
    try {
      const fetchManifest = vi.fn(async () => ({ buildId: 'a' }));
      const stop = new AppUpdateStore('a', fetchManifest).watch();
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
      expect(fetchManifest).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
      expect(fetchManifest).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
