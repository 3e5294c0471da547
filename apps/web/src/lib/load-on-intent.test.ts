import { describe, expect, it, vi } from 'vitest';
import { loadOnIntent } from './load-on-intent';

describe('loadOnIntent', () => {
  it('starts the load when the control is pointed at and when it is focused', () => {
    const load = vi.fn(() => Promise.resolve());
    const handlers = loadOnIntent(load);
    expect(load).not.toHaveBeenCalled();
    handlers.onPointerEnter();
    handlers.onFocus();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
