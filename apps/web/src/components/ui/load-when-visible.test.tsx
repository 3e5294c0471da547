import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenVisible } from './load-when-visible';

/** A stand-in for the browser's observer: the test says when the marker reaches the screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
  reach(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('LoadWhenVisible', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = undefined;
  });

  it('renders its content only once its place reaches the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <LoadWhenVisible>
        <p>Below the fold</p>
      </LoadWhenVisible>,
    );
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    const observer = FakeObserver.last;
    if (!observer) throw new Error('nothing observed');
    act(() => observer.reach(false));
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    act(() => observer.reach(true));
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('renders its content at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LoadWhenVisible>
        <p>Below the fold</p>
      </LoadWhenVisible>,
    );
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });
});
