/**
 * Resolves once the browser has drawn the next frame: an interaction's heavy work (checking a
 * whole step and showing its messages) waits for it, so the press itself shows at once
 * (Interaction to Next Paint). A hidden page draws nothing: there it resolves in a new task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const inNewTask = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'undefined' || document.visibilityState === 'hidden') {
      inNewTask();
    } else {
      // The frame of the first callback is being drawn once the second one runs.
      requestAnimationFrame(() => requestAnimationFrame(inNewTask));
    }
  });
}
