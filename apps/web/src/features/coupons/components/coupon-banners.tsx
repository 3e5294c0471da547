import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import type { Coupon } from '@portal/domain/schemas/settings';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newTabProps } from '@/components/ui/external-link';
import { useFeatureFlag } from '@/lib/feature-flags';
import { useLang, type Lang } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { couponsQueryOptions, getCoupons } from '../api/get-coupons';

/**
 * The customer's coupons above contracts and invoices, when showCoupons and the flag coupons.coupon
 * are on (spec 1 point 2, "Other shell screens"); each can be copied and shared. The page waits for
 * them (they suspend), so its content does not move down when they arrive.
 */
export function CouponBanners() {
  const settings = useSettings();
  const flag = useFeatureFlag('coupons.coupon');
  const signedIn = useSignedIn();
  const lang = useLang();
  if (!settings.features.showCoupons || !flag || !signedIn) return null;
  return <CouponList lang={lang} />;
}

/**
 * The coupons, or null when the call failed: the page waits for one try only, shows no coupons
 * rather than an error, and asks again the next time it opens.
 */
const couponsOrNone = (lang: Lang) =>
  queryOptions({
    // Its own entry: its answer may be null.
    queryKey: [...couponsQueryOptions(lang).queryKey, 'or-none'],
    queryFn: ({ signal }) => getCoupons(lang, signal).catch((): Coupon[] | null => null),
    staleTime: (query) => (query.state.data === null ? 0 : 10 * 60_000),
    retry: false,
  });

function CouponList({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const coupons = useSuspenseQuery(couponsOrNone(lang));
  const headingId = useId();

  if (!coupons.data?.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('coupons.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {coupons.data.map((coupon) => (
          <li key={coupon.code}>
            <CouponCard coupon={coupon} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The link that brings a coupon's code along, absolute (a path is the portal's). */
const shareLink = (codeUrl: string) => new URL(codeUrl, window.location.origin).href;

/**
 * A coupon (spec 3 point 3, "Coupons"): its title and description, or its campaign's name,
 * description and page; the text shared carries the link that brings the code along, if any. It
 * takes one line, its title and code, until opened (issue 25 point 8): the list it sits above comes
 * into view.
 */
function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const title = coupon.campaign_name ?? coupon.title;
  const shared = { title, description: coupon.description, code: coupon.code };
  const shareText = coupon.code_url
    ? t('coupons.shareTextWithLink', { ...shared, link: shareLink(coupon.code_url) })
    : t('coupons.shareText', shared);
  const canShare = typeof navigator.share === 'function';

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, text: shareText });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell the customer.
    }
  }

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(shareText)}`;

  return (
    <Paper
      variant="outlined"
      aria-labelledby={titleId}
      component="article"
      sx={{ borderLeft: 4, borderLeftColor: 'secondary.main' }}
    >
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          focusRipple
          sx={{
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            minHeight: 44,
            font: 'inherit',
            textAlign: 'left',
            justifyContent: 'flex-start',
            '&.Mui-focusVisible': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: -3,
            },
          }}
        >
          <Box
            component="span"
            id={titleId}
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {title}
          </Box>{' '}
          <Box component="code" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
            {coupon.code}
          </Box>
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : undefined }}
          />
        </ButtonBase>
      </Typography>
      <Box
        id={detailsId}
        hidden={!open}
        sx={{
          px: 2,
          pb: 2,
          display: open ? 'flex' : 'none',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography>{coupon.description}</Typography>
          {coupon.url && (
            <Link
              href={coupon.url}
              {...newTabProps}
              aria-label={`${t('coupons.moreInfoNamed', { name: title })} ${t('opensInNewWindow')}`}
            >
              {t('coupons.moreInfo')}
            </Link>
          )}
          <Typography sx={{ mt: 0.5 }}>
            {t('coupons.code')}{' '}
            <Box
              component="code"
              sx={{
                fontFamily: 'monospace',
                fontWeight: 700,
                fontSize: '1.05rem',
                letterSpacing: 1,
              }}
            >
              {coupon.code}
            </Box>
          </Typography>
          {coupon.valid_until && (
            <Typography variant="body2" color="text.secondary">
              {t('coupons.validUntil', {
                date: formatDisplayDate(coupon.valid_until) || coupon.valid_until,
              })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copyCode()}
            aria-label={t('coupons.copyNamed', { code: coupon.code })}
          >
            {t('coupons.copy')}
          </Button>
          {canShare ? (
            <Button
              variant="outlined"
              startIcon={<ShareIcon />}
              onClick={() => void share()}
              aria-label={t('coupons.shareNamed', { code: coupon.code })}
            >
              {t('coupons.share')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              startIcon={<ShareIcon />}
              href={mailto}
              aria-label={t('coupons.shareByEmailNamed', { code: coupon.code })}
            >
              {t('coupons.shareByEmail')}
            </Button>
          )}
          <Box
            component="span"
            role="status"
            sx={{ flexBasis: '100%', color: copy === 'failed' ? 'error.main' : 'success.dark' }}
          >
            {copy === 'copied' && t('coupons.copied', { code: coupon.code })}
            {copy === 'failed' && t('coupons.copyFailed')}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
