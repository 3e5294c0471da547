import type { App } from '../../types';

/** The contracting wizard's lookups (spec 3 point 7) and the back office's catalogue calls. */
export function registerContractingCatalogueRoutes(app: App) {
  void app;
}
