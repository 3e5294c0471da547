import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first paint', () => {
  // The first test of its file: nothing has been painted in this module graph yet.
  it('draws the frame before the page, which renders once that frame is on screen with the footer', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    await renderApp('/');

    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // However long the page's chunk takes, it is not rendered while no frame is drawn.
    await expect(screen.findByRole('heading', { level: 1 }, { timeout: 1500 })).rejects.toThrow();

    // Two frames: the frame of the first render is drawn.
    await act(async () => {
      for (let frame = 0; frame < 2; frame += 1) frames.shift()?.(frame * 16);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu oficina virtual' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
