import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  type BackofficeCoupon,
  type CouponBody,
  type CouponForm,
  couponFormFields,
  couponFormSchema,
} from '@portal/domain/schemas/backoffice-content';
import { contentLanguages } from '@portal/domain/schemas/backoffice-content';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useBackofficeCoupons } from '../api/get-backoffice-coupons';
import { useSaveCoupon } from '../api/save-coupon';
import { useContentTexts } from '../utils/content-texts';
import { useWideScreen } from '../utils/wide-screen';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ContentEditor } from './content-editor';

type Editing = { coupon: BackofficeCoupon | null } | null;
type CouponColumn = 'code' | 'language' | 'title' | 'validUntil' | 'state' | 'actions';

/** The coupons (spec 3 point 3, "Coupons"): every one in each language, added, changed, removed. */
export function CouponsPanel() {
  const t = useContentTexts();
  const wide = useWideScreen();
  const coupons = useBackofficeCoupons();
  const remove = useDeleteCoupon();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BackofficeCoupon | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (coupons.isError && !coupons.data) {
    return (
      <RetryAlert onRetry={() => void coupons.refetch()}>
        {t('backoffice-content:content.loadError')} {requestErrorText(t, coupons.error)}
      </RetryAlert>
    );
  }
  if (!coupons.data) return <ContentPlaceholder />;

  const nameOf = (coupon: BackofficeCoupon) =>
    `${coupon.code} (${t(`backoffice-content:content.languages.${coupon.language as 'es'}`)})`;
  const columns: RecordColumn<CouponColumn>[] = [
    { key: 'code', label: t('backoffice-content:content.coupons.code'), nowrap: true },
    { key: 'language', label: t('backoffice-content:content.coupons.language') },
    { key: 'title', label: t('backoffice-content:content.coupons.title') },
    { key: 'validUntil', label: t('backoffice-content:content.coupons.validUntil'), nowrap: true },
    { key: 'state', label: t('backoffice-content:content.coupons.state') },
    { key: 'actions', label: t('backoffice-content:content.actions') },
  ];
  const rows: RecordRow<CouponColumn>[] = coupons.data.map((coupon) => ({
    key: coupon.id,
    title: nameOf(coupon),
    cells: {
      code: coupon.code,
      language: t(`backoffice-content:content.languages.${coupon.language as 'es'}`, {
        defaultValue: coupon.language,
      }),
      title: coupon.campaign_name ?? coupon.title,
      validUntil: coupon.valid_until
        ? formatDisplayDate(coupon.valid_until)
        : t('backoffice-content:content.coupons.noEnd'),
      state: coupon.active
        ? t('backoffice-content:content.coupons.active')
        : t('backoffice-content:content.coupons.inactive'),
      actions: (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('backoffice-content:content.editNamed', { name: nameOf(coupon) })}
            onClick={() => setEditing({ coupon })}
          >
            {t('backoffice-content:content.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('backoffice-content:content.deleteNamed', { name: nameOf(coupon) })}
            onClick={() => {
              setDeleteError(null);
              setDeleting(coupon);
            }}
          >
            {t('backoffice-content:content.delete')}
          </Button>
        </Box>
      ),
    },
  }));

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice-content:content.coupons.intro')}
      </Typography>
      {deleteError && (
        <FocusedAlert severity="error" onClose={() => setDeleteError(null)}>
          {deleteError}
        </FocusedAlert>
      )}
      {rows.length === 0 ? (
        <Typography role="status">{t('backoffice-content:content.coupons.empty')}</Typography>
      ) : (
        <RecordList
          label={t('backoffice-content:content.coupons.list')}
          columns={columns}
          rows={rows}
          rowHeader="code"
          cardFooter="actions"
          asCards={!wide}
          table={{ size: 'small' }}
        />
      )}
      {editing ? (
        <CouponEditor
          key={editing.coupon?.id ?? 'new'}
          coupon={editing.coupon}
          onDone={(code) => {
            setEditing(null);
            if (code) toast(t('backoffice-content:content.coupons.saved', { code }));
          }}
        />
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setEditing({ coupon: null })}>
            {t('backoffice-content:content.coupons.add')}
          </Button>
        </Box>
      )}
      <ConfirmDeleteDialog
        name={deleting && nameOf(deleting)}
        deleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = nameOf(deleting);
          remove.mutate(deleting.id, {
            onSuccess: () => toast(t('backoffice-content:content.deleted', { name })),
            onError: (error) =>
              setDeleteError(
                `${t('backoffice-content:content.deleteFailed')} ${requestErrorText(t, error)}`,
              ),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Box>
  );
}

function CouponEditor({
  coupon,
  onDone,
}: {
  coupon: BackofficeCoupon | null;
  onDone: (code: string | null) => void;
}) {
  const t = useContentTexts();
  const save = useSaveCoupon();
  const form = useForm<CouponForm, unknown, CouponBody>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: {
      code: coupon?.code ?? '',
      language: coupon?.language ?? 'es',
      title: coupon?.title ?? '',
      description: coupon?.description ?? '',
      valid_until: coupon?.valid_until ?? '',
      active: coupon?.active ?? true,
      campaign_name: coupon?.campaign_name ?? '',
      url: coupon?.url ?? '',
      code_url: coupon?.code_url ?? '',
    },
  });
  const field = (name: (typeof couponFormFields)[number]) =>
    t(`backoffice-content:content.coupons.fields.${name}`);

  return (
    <ContentEditor
      title={
        coupon
          ? t('backoffice-content:content.coupons.editTitle', { code: coupon.code })
          : t('backoffice-content:content.coupons.addTitle')
      }
      form={form}
      fields={couponFormFields}
      saving={save.isPending}
      onSave={(body, failed) =>
        save.mutate(
          { id: coupon?.id ?? null, body },
          { onSuccess: () => onDone(body.code), onError: failed },
        )
      }
      onCancel={() => onDone(null)}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormTextField name="code" label={field('code')} required />
        <FormSelectField
          name="language"
          label={field('language')}
          options={contentLanguages.map((value) => ({
            value,
            label: t(`backoffice-content:content.languages.${value}`),
          }))}
          required
        />
        <FormTextField name="title" label={field('title')} required />
        <FormTextField
          name="valid_until"
          label={field('valid_until')}
          type="date"
          filled
          hint={t('backoffice-content:content.coupons.validUntilHint')}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            name="description"
            label={field('description')}
            multiline
            minRows={2}
            required
          />
        </Box>
        <FormTextField
          name="campaign_name"
          label={field('campaign_name')}
          hint={t('backoffice-content:content.coupons.campaignHint')}
        />
        <FormTextField
          name="url"
          label={field('url')}
          type="url"
          hint={t('backoffice-content:content.coupons.urlHint')}
        />
        <FormTextField
          name="code_url"
          label={field('code_url')}
          hint={t('backoffice-content:content.coupons.codeUrlHint')}
        />
        <FormCheckbox name="active" label={field('active')} />
      </Box>
    </ContentEditor>
  );
}
