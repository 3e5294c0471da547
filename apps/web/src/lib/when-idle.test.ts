import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('resolves in the idle callback the browser runs, asked for with a deadline', async () => {
    const callbacks: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) =>
      callbacks.push({ run, timeout: options?.timeout }),
    );
    const { whenIdle } = await import('./when-idle');
    let idle = false;
    const waiting = whenIdle(500).then(() => (idle = true));

    await Promise.resolve();
    expect(idle).toBe(false);
    expect(callbacks.map((callback) => callback.timeout)).toEqual([500]);
    callbacks[0]!.run();
    await waiting;
    expect(idle).toBe(true);
  });

  it('waits for a task of its own where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const { whenIdle } = await import('./when-idle');
      let idle = false;
      const waiting = whenIdle().then(() => (idle = true));
      await Promise.resolve();
      expect(idle).toBe(false);
      await vi.runAllTimersAsync();
      await waiting;
      expect(idle).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
