import { afterEach, describe, expect, it, vi } from 'vitest';

describe('after the next paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in a task after the second frame, so the first one is drawn before', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const { afterNextPaint } = await import('./after-next-paint');
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    const drawFrame = async () => {
      frames.shift()?.(performance.now());
      await vi.advanceTimersByTimeAsync(0);
    };
    await drawFrame();
    expect(resolved).toBe(false);
    await drawFrame();
    expect(resolved).toBe(true);
  });
});
