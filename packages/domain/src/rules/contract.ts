/** A contract's state as the API sends it (spec 2 point 4, "Contract state"). */
export type ContractStateCode = 'esborrany' | 'activa' | 'baixa' | (string & {});

/** How a contract's state is shown: a draft without a sign date is waiting for the signature. */
export type ContractDisplayState = 'draft' | 'signature_pending' | 'active' | 'closed';

export function contractDisplayState(
  state: ContractStateCode,
  signDate: string | null | undefined,
): ContractDisplayState {
  if (state === 'activa') return 'active';
  if (state === 'esborrany') return signDate ? 'draft' : 'signature_pending';
  // baixa, and any value the portal does not know, show as closed.
  return 'closed';
}

/** Changes (power, IBAN, addresses, no-SIPS…) need an active contract; power also atr_available. */
export function canChangeContract(state: ContractStateCode): boolean {
  return state === 'activa';
}

export function canChangePower(contract: { state: ContractStateCode; atr_available: boolean }) {
  return canChangeContract(contract.state) && contract.atr_available;
}

/** Active contracts first, the rest in their order (spec 2 point 4). */
export function activeFirst<T extends { state: ContractStateCode }>(contracts: readonly T[]): T[] {
  return [
    ...contracts.filter((contract) => contract.state === 'activa'),
    ...contracts.filter((contract) => contract.state !== 'activa'),
  ];
}

export type ElectronicNotificationState = 'active' | 'requested' | 'unactive';

/**
 * Spec 2 point 4, "Electronic notification": active when enabled with a start date; requested when a
 * request date exists; otherwise not active.
 */
export function electronicNotificationState(contract: {
  electronic_notification: boolean;
  date_start_electronic_notification: string | null;
  date_request_electronic_notification: string | null;
}): ElectronicNotificationState {
  if (contract.electronic_notification && contract.date_start_electronic_notification) {
    return 'active';
  }
  return contract.date_request_electronic_notification ? 'requested' : 'unactive';
}
