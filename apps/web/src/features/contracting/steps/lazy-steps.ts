import type { WizardStepId } from '@portal/domain/rules/contracting-form';
import { lazy } from 'react';

type LaterStepId = Exclude<WizardStepId, 'installation'>;

/**
 * A module's loader, called once: the lazy component and a prefetch share its download. A failed
 * download is tried again at the next call.
 */
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};

/**
 * The steps after the first, each in a chunk of its own: a visitor's first paint needs only the
 * installation step (ARCHITECTURE.md "Budgets"); the others download once it is on screen.
 */
const loaders = {
  person: once(() => import('./person-step').then((m) => ({ default: m.PersonStep }))),
  contract: once(() => import('./contract-step').then((m) => ({ default: m.ContractStep }))),
  gasContract: once(() =>
    import('./gas-contract-step').then((m) => ({ default: m.GasContractStep })),
  ),
  payment: once(() => import('./payment-step').then((m) => ({ default: m.PaymentStep }))),
  confirmation: once(() =>
    import('./confirmation-step').then((m) => ({ default: m.ConfirmationStep })),
  ),
  finish: once(() => import('./finish-step').then((m) => ({ default: m.FinishStep }))),
} satisfies Record<LaterStepId, unknown>;

export const PersonStep = lazy(loaders.person);
export const ContractStep = lazy(loaders.contract);
export const GasContractStep = lazy(loaders.gasContract);
export const PaymentStep = lazy(loaders.payment);
export const ConfirmationStep = lazy(loaders.confirmation);
export const FinishStep = lazy(loaders.finish);

/** Starts downloading the given steps' chunks (those already loaded or loading are not fetched). */
export function prefetchSteps(steps: readonly WizardStepId[]): void {
  for (const step of steps) {
    // A failed prefetch is tried again when the step is shown.
    if (step !== 'installation') loaders[step]().catch(() => undefined);
  }
}
