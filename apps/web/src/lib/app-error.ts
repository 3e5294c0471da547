import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** The codes the error page has a title and a message for (spec 1 point 2, "Other shell screens"). */
export const errorPageStatuses = [401, 403, 404, 500, 503] as const;
export type ErrorPageStatus = (typeof errorPageStatuses)[number];

/**
 * An error a flow shows as the page of the path it happened on (e.g. /connect answering 403 "Invalid
 * state"): the route renders the error page instead of itself until the error is cleared or the
 * customer goes to another path.
 */
export interface AppError {
  status: ErrorPageStatus;
  /** The text under the title; the status's own message when absent. */
  message?: string;
  /** The path the error belongs to. */
  path: string;
  /** Where "continue" (401 and 403) goes after clearing the error; the same path when absent. */
  continueTo?: string;
}

let appError: AppError | null = null;
const listeners = new Set<() => void>();

function update(next: AppError | null): void {
  appError = next;
  for (const listener of listeners) listener();
}

export function showErrorPage(error: AppError): void {
  update(error);
}

export function clearErrorPage(): void {
  if (appError !== null) update(null);
}

export function getAppError(): AppError | null {
  return appError;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppError(): AppError | null {
  return useSyncExternalStore(subscribe, () => appError);
}

/** Shows the error page on the current path. */
export function useShowErrorPage(): (error: Omit<AppError, 'path'>) => void {
  const { pathname } = useLocation();
  return useCallback((error) => showErrorPage({ ...error, path: pathname }), [pathname]);
}
