import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenVisible } from './load-when-visible';

/** The page's first paint, which the test makes happen. */
const firstPaint = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    done: false,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    happen() {
      firstPaint.done = true;
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('@/lib/first-paint', () => ({
  useFirstPainted: () => useSyncExternalStore(firstPaint.subscribe, () => firstPaint.done),
}));

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
  beforeEach(() => {
    firstPaint.done = true;
  });
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

  it("waits for the page's first paint even where its place is on screen", () => {
    firstPaint.done = false;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <LoadWhenVisible>
        <p>Below the form</p>
      </LoadWhenVisible>,
    );
    act(() => FakeObserver.last?.reach(true));
    expect(screen.queryByText('Below the form')).not.toBeInTheDocument();
    act(() => firstPaint.happen());
    expect(screen.getByText('Below the form')).toBeInTheDocument();
  });

  it('renders its content once the page has painted without IntersectionObserver', () => {
    firstPaint.done = false;
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LoadWhenVisible>
        <p>Below the fold</p>
      </LoadWhenVisible>,
    );
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    act(() => firstPaint.happen());
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });
});
