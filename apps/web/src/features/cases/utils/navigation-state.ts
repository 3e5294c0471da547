/** What the create page hands the detail of the request it opened: the reference to announce. */
export interface CreatedRequestState {
  createdReference: string;
}

export function createdReferenceOf(state: unknown): string | undefined {
  const reference = (state as Partial<CreatedRequestState> | null)?.createdReference;
  return typeof reference === 'string' ? reference : undefined;
}
