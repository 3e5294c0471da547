import { ContractingPage } from '@/features/contracting/components/contracting-page';
import { MarketingScript } from '@/features/cookies/components/marketing-script';

/**
 * The contracting pages (spec 3 point 2), one chunk for the three: the wizard with the cookie
 * feature's loader for its chat and tracking scripts (features meet here, STYLE.md).
 */
export function NewElectricityCustomerPage() {
  return <ContractingPage kind="electricity" MarketingScript={MarketingScript} />;
}

export function NewGasCustomerPage() {
  return <ContractingPage kind="gas" MarketingScript={MarketingScript} />;
}

export function NewDualCustomerPage() {
  return <ContractingPage kind="dual" MarketingScript={MarketingScript} />;
}
