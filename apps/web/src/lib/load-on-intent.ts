/**
 * The handlers that start loading a control's lazy code when the customer points at the control or
 * moves the focus to it: usually in by the time it is pressed.
 */
export function loadOnIntent(load: () => Promise<unknown>) {
  const start = () => void load();
  return { onPointerEnter: start, onFocus: start };
}
