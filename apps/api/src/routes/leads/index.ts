import type { App } from '../../types';

/** The contracting leads (spec 3 point 7), their checks and the back office's side of them. */
export function registerLeadRoutes(app: App) {
  void app;
}
