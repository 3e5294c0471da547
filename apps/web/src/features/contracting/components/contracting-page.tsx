import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import type { WizardKind } from '@portal/domain/rules/contracting-form';
import { useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { useSession } from '@/lib/session';
import { useContractingConfig } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import { draftKey, readDraft, type WizardDraft } from '../utils/wizard-draft';
import { ContractingWizard } from './contracting-wizard';

/** The draft of a wizard, read once (undefined while reading). */
function useStoredDraft(key: string) {
  const [read, setRead] = useState<{ key: string; draft: WizardDraft | null } | undefined>();
  useEffect(() => {
    let current = true;
    void readDraft(key).then((draft) => {
      if (current) setRead({ key, draft });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return read?.key === key ? read : undefined;
}

/**
 * A contracting page (spec 3 point 2): /nuevo-cliente-electricidad, -gas and -dual. Its title, then
 * the wizard once the retailer's contracting configuration and the draft kept in the browser are
 * read.
 */
export function ContractingPage({
  kind,
  MarketingScript,
}: {
  kind: WizardKind;
  MarketingScript?: ComponentType<{ src: string }>;
}) {
  const t = useContractingTexts();
  const config = useContractingConfig();
  const { token } = useSession();
  const key = draftKey(kind, token);
  // The wizard mounts in a deferred pass, which React splits into short tasks: mounted with the
  // configuration's arrival it took one long task that froze the page (issue 26).
  const configuration = useDeferredValue(config.data);
  const stored = useDeferredValue(useStoredDraft(key));

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeading>{t(`contracting:title.${kind}`)}</PageHeading>
      {config.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void config.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('contracting:loadFailed')}
        </Alert>
      ) : !configuration || !stored ? (
        <ContentPlaceholder />
      ) : (
        <ContractingWizard
          key={key}
          kind={kind}
          config={configuration}
          draft={stored.draft}
          draftKey={key}
          MarketingScript={MarketingScript}
        />
      )}
    </Box>
  );
}
