import type { WizardKind } from '@portal/domain/rules/contracting-form';
import type { ContractingConfig } from '@portal/domain/schemas/contracting';

/**
 * What the wizard frame gives every step it renders inside its form (one react-hook-form form of
 * `WizardValues`): which wizard it is, the retailer's contracting configuration and whether the
 * visitor is signed in. The steps hold fields only; the frame validates, sends and navigates.
 */
export interface StepProps {
  kind: WizardKind;
  config: ContractingConfig;
  authenticated: boolean;
}
