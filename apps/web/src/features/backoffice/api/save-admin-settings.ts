import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateFeatureFlagsEndpoint,
  updateSettingsEndpoint,
} from '@portal/domain/endpoints/backoffice';
import type { BackofficeSettings, FeatureFlags } from '@portal/domain/schemas/settings';
import { callStaff } from '../utils/call-staff';
import { adminSettingsQueryKey } from './backoffice-key';

/** What the editor saves: a deep patch of each settings object, and the flags switched. */
export interface SettingsSave {
  public?: Record<string, unknown>;
  private?: Record<string, unknown>;
  flags?: Partial<FeatureFlags>;
}

/**
 * PUT backoffice/settings and PUT backoffice/feature_flags (v1), each only when it has changes: the
 * settings first, so that settings the server refuses leave the flags as they were too.
 */
export async function saveAdminSettings(save: SettingsSave): Promise<void> {
  if (save.public || save.private) {
    await callStaff(updateSettingsEndpoint, {
      body: {
        ...(save.public && { public: save.public }),
        ...(save.private && { private: save.private }),
      },
    });
  }
  if (save.flags) await callStaff(updateFeatureFlagsEndpoint, { body: save.flags });
}

export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    // Only a save starts the editor again from the portal's values: a refusal keeps what was typed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey }),
  });
}

export type { BackofficeSettings };
