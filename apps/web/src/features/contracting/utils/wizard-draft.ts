import {
  emptyWizardValues,
  wizardStepIds,
  type WizardKind,
  type WizardStepId,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import { draftStore } from './draft-store';

/**
 * The wizard's state beside its values (spec 3 point 3, "Wizard state"): what is kept in the draft
 * and restored on load.
 */
export interface WizardProgress {
  step: WizardStepId;
  completed: WizardStepId[];
  /** The electricity lead (electricity and dual). */
  leadId: string | null;
  /** The gas lead (gas, and dual with gas included). */
  gasLeadId: string | null;
  /** The gas CUPS the gas lead of the dual wizard was made for: another one makes a new lead. */
  gasLeadCups: string | null;
  /** The fingerprint of the body each step last sent with success, by `energy:step`. */
  sent: Record<string, string>;
}

export const initialProgress: WizardProgress = {
  step: 'installation',
  completed: [],
  leadId: null,
  gasLeadId: null,
  gasLeadCups: null,
  sent: {},
};

export interface WizardDraft {
  version: typeof DRAFT_VERSION;
  savedAt: number;
  values: WizardValues;
  progress: WizardProgress;
}

const DRAFT_VERSION = 1;

/**
 * A draft older than this is dropped: it holds identity documents and a bank account, and a
 * browser may be shared. A day covers a reload, a closed tab, a visitor coming back after lunch.
 */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The subject of a signed-in token (its `sub`), so one customer never gets another's draft. */
function subjectOf(token: string | null): string {
  const payload = token?.split('.')[1];
  if (!payload) return 'visitor';
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof json.sub === 'string' ? `customer:${json.sub}` : 'customer';
  } catch {
    return 'customer';
  }
}

/** One draft per wizard and per visitor or customer. */
export const draftKey = (kind: WizardKind, token: string | null) =>
  `contracting:${kind}:${subjectOf(token)}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A section's stored values over the empty ones: a field added since the draft was kept is there. */
function mergedValues(stored: Record<string, unknown>): WizardValues {
  const merged: Record<string, unknown> = {};
  for (const [section, empty] of Object.entries(emptyWizardValues)) {
    const saved = stored[section];
    merged[section] = isRecord(saved) ? { ...empty, ...saved } : empty;
  }
  return merged as unknown as WizardValues;
}

const isStep = (value: unknown): value is WizardStepId =>
  (wizardStepIds as readonly unknown[]).includes(value);

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** A stored draft as the wizard takes it back, or null when absent, stale or not one of ours. */
export function parseDraft(stored: unknown, now = Date.now()): WizardDraft | null {
  if (!isRecord(stored) || stored.version !== DRAFT_VERSION) return null;
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > DRAFT_MAX_AGE_MS) return null;
  if (!isRecord(stored.values) || !isRecord(stored.progress)) return null;
  const progress = stored.progress;
  const sent = isRecord(progress.sent)
    ? Object.fromEntries(
        Object.entries(progress.sent).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};
  return {
    version: DRAFT_VERSION,
    savedAt: stored.savedAt,
    values: mergedValues(stored.values),
    progress: {
      // The finish step is never restored: a confirmation that did not end is tried again.
      step: !isStep(progress.step)
        ? 'installation'
        : progress.step === 'finish'
          ? 'confirmation'
          : progress.step,
      completed: Array.isArray(progress.completed) ? progress.completed.filter(isStep) : [],
      leadId: stringOrNull(progress.leadId),
      gasLeadId: stringOrNull(progress.gasLeadId),
      gasLeadCups: stringOrNull(progress.gasLeadCups),
      sent,
    },
  };
}

export async function readDraft(key: string): Promise<WizardDraft | null> {
  try {
    const draft = parseDraft(await draftStore.read(key));
    if (!draft) await draftStore.remove(key);
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: WizardValues, progress: WizardProgress) {
  const draft: WizardDraft = { version: DRAFT_VERSION, savedAt: Date.now(), values, progress };
  return draftStore.write(key, draft).catch(() => undefined);
}

export function removeDraft(key: string) {
  return draftStore.remove(key).catch(() => undefined);
}
