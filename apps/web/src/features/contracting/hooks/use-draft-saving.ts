import type { WizardValues } from '@portal/domain/rules/contracting-form';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { removeDraft, writeDraft, type WizardProgress } from '../utils/wizard-draft';

/** Quiet time before a change is written: typing writes once, not at every key. */
export const DRAFT_SAVE_DELAY_MS = 500;

/**
 * Keeps the wizard's draft (values and progress) after each change, debounced; a pending write is
 * flushed when the page goes away. `discard` drops it for good (finished, or the visitor went home).
 */
export function useDraftSaving(
  key: string,
  getValues: () => WizardValues,
  progress: WizardProgress,
) {
  const timer = useRef<number | undefined>(undefined);
  const discarded = useRef(false);
  const latest = useRef(progress);
  useLayoutEffect(() => {
    latest.current = progress;
  }, [progress]);

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (!discarded.current) void writeDraft(key, getValues(), latest.current);
  }, [key, getValues]);

  const schedule = useCallback(() => {
    if (discarded.current) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [flush]);

  const discard = useCallback(() => {
    discarded.current = true;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    return removeDraft(key);
  }, [key]);

  // A change of progress is kept too (not the first render's: nothing changed yet).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else schedule();
  }, [progress, schedule]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { schedule, discard };
}
