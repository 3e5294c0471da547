import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { AdminOnly } from './admin-only';
import { useContentTexts } from '../utils/content-texts';
import { BannersPanel } from './content-banners';
import { CouponsPanel } from './content-coupons';
import { PagesPanel } from './content-pages';

const contentTabs = ['pages', 'banners', 'coupons'] as const;
type ContentTab = (typeof contentTabs)[number];

/**
 * The retailer's content (issue 27 point 2): the dynamic pages' blocks, the banners and the
 * coupons, each listed with its changes, the HTML previewed as customers will get it.
 */
export function ContentPage() {
  const t = useContentTexts();
  return (
    <AdminOnly title={t('backoffice-content:content.title')}>
      <ContentScreen />
    </AdminOnly>
  );
}

function ContentScreen() {
  const t = useContentTexts();
  const [tab, setTab] = useState<ContentTab>('pages');
  const id = useId();
  return (
    <>
      <PageHeading>{t('backoffice-content:content.title')}</PageHeading>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ContentTab) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('backoffice-content:content.tabs')}
        >
          {contentTabs.map((each) => (
            <Tab
              key={each}
              value={each}
              id={`${id}-${each}-tab`}
              aria-controls={`${id}-${each}-panel`}
              sx={{ textTransform: 'none', minHeight: 48 }}
              label={t(`backoffice-content:content.${each}.tab`)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'pages' && <PagesPanel />}
        {tab === 'banners' && <BannersPanel />}
        {tab === 'coupons' && <CouponsPanel />}
      </Box>
    </>
  );
}
