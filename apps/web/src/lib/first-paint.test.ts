import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: unknown,
) => void;

/** A browser that reports paints: the test decides when each is on screen. */
function reportingPaints() {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return (name: string) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (observer.disconnected = true) },
      );
    }
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./first-paint');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFirstPainted', () => {
  it('turns true with the first contentful paint, not with an earlier paint', async () => {
    const paint = reportingPaints();
    const { useFirstPainted } = await freshModule();
    const { result } = renderHook(() => useFirstPainted());
    expect(result.current).toBe(false);

    // The header colour index.html paints at once is a paint, but no content.
    await act(async () => paint('first-paint'));
    expect(result.current).toBe(false);

    await act(async () => paint('first-contentful-paint'));
    expect(result.current).toBe(true);
  });

  it('is true from its first render for what mounts after the first paint', async () => {
    const paint = reportingPaints();
    const { useFirstPainted } = await freshModule();
    renderHook(() => useFirstPainted());
    await act(async () => paint('first-contentful-paint'));

    // A page opened later renders at once, not after a render of its placeholder.
    const later = renderHook(() => useFirstPainted());
    expect(later.result.current).toBe(true);
  });

  it('waits two frames where the browser does not report paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const { useFirstPainted } = await freshModule();
    const { result } = renderHook(() => useFirstPainted());

    await act(async () => frames.shift()?.(0));
    expect(result.current).toBe(false);
    await act(async () => frames.shift()?.(16));
    expect(result.current).toBe(true);
  });
});
