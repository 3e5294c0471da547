import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type BackofficeBanner,
  type BannerBody,
  type BannerForm,
  bannerFormFields,
  bannerFormSchema,
  bannerImageTypes,
  typedTranslations,
} from '@portal/domain/schemas/backoffice-content';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelectField, FormTextField, useFieldErrorText } from '@/components/form/form-fields';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useSaveBanner } from '../api/save-banner';
import { useContentTexts } from '../utils/content-texts';
import { useWideScreen } from '../utils/wide-screen';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import {
  ContentEditor,
  LanguagePicker,
  fieldsAndPreview,
  useEditedLanguage,
  TranslatedHtmlField,
  TranslatedHtmlPreview,
} from './content-editor';

/** Which banner the form edits: a new one, or the one of its code. */
type Editing = { banner: BackofficeBanner | null } | null;
type BannerColumn = 'code' | 'type' | 'actions';
const bannerTranslationKeys = ['content'] as const;

/** The banners (spec 1 point 3, "Banner"): listed by code, added, changed and removed. */
export function BannersPanel() {
  const t = useContentTexts();
  const wide = useWideScreen();
  const banners = useBanners();
  const remove = useDeleteBanner();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (banners.isError && !banners.data) {
    return (
      <RetryAlert onRetry={() => void banners.refetch()}>
        {t('backoffice-content:content.loadError')} {requestErrorText(t, banners.error)}
      </RetryAlert>
    );
  }
  if (!banners.data) return <ContentPlaceholder />;

  const columns: RecordColumn<BannerColumn>[] = [
    { key: 'code', label: t('backoffice-content:content.banners.code') },
    { key: 'type', label: t('backoffice-content:content.banners.type') },
    { key: 'actions', label: t('backoffice-content:content.actions') },
  ];
  const rows: RecordRow<BannerColumn>[] = banners.data.map((banner) => ({
    key: banner.code,
    title: banner.code,
    cells: {
      code: banner.code,
      type: t(`backoffice-content:content.banners.types.${banner.type}`),
      actions: (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={t('backoffice-content:content.editNamed', { name: banner.code })}
            onClick={() => setEditing({ banner })}
          >
            {t('backoffice-content:content.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('backoffice-content:content.deleteNamed', { name: banner.code })}
            onClick={() => {
              setDeleteError(null);
              setDeleting(banner.code);
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
        {t('backoffice-content:content.banners.intro')}
      </Typography>
      {deleteError && (
        <FocusedAlert severity="error" onClose={() => setDeleteError(null)}>
          {deleteError}
        </FocusedAlert>
      )}
      {rows.length === 0 ? (
        <Typography role="status">{t('backoffice-content:content.banners.empty')}</Typography>
      ) : (
        <RecordList
          label={t('backoffice-content:content.banners.list')}
          columns={columns}
          rows={rows}
          rowHeader="code"
          cardFooter="actions"
          asCards={!wide}
          table={{ size: 'small' }}
        />
      )}
      {editing ? (
        <BannerEditor
          key={editing.banner?.code ?? ''}
          banner={editing.banner}
          onDone={(code) => {
            setEditing(null);
            if (code) toast(t('backoffice-content:content.banners.saved', { code }));
          }}
        />
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setEditing({ banner: null })}>
            {t('backoffice-content:content.banners.add')}
          </Button>
        </Box>
      )}
      <ConfirmDeleteDialog
        name={deleting}
        deleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting, {
            onSuccess: () => toast(t('backoffice-content:content.deleted', { name: deleting })),
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

/** A base64 image's parts from a data URL (`data:image/png;base64,…`). */
function readImage(file: File): Promise<{ content: string; mime_type: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const match = /^data:([^;]+);base64,(.*)$/.exec(String(reader.result));
      if (match) resolve({ mime_type: match[1]!, content: match[2]! });
      else reject(new Error('unreadable'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The banner form, its HTML in each language previewed as customers get it (or its image shown). */
function BannerEditor({
  banner,
  onDone,
}: {
  banner: BackofficeBanner | null;
  /** Called with the saved code, or null when the admin cancelled. */
  onDone: (code: string | null) => void;
}) {
  const t = useContentTexts();
  const save = useSaveBanner();
  const imageInput = useRef<HTMLInputElement>(null);
  const form = useForm<BannerForm, unknown, BannerBody>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: {
      code: banner?.code ?? '',
      type: banner?.type ?? 'html',
      content: banner?.content ?? '',
      mime_type: banner?.mime_type ?? '',
      translations: typedTranslations(banner?.translations ?? {}, bannerTranslationKeys),
    },
  });
  const { language, setLanguage, revealErrors } = useEditedLanguage(form, bannerTranslationKeys);
  const [type, content, mimeType, translations] = useWatch({
    control: form.control,
    name: ['type', 'content', 'mime_type', 'translations'],
  });
  return (
    <ContentEditor
      title={
        banner
          ? t('backoffice-content:content.banners.editTitle', { code: banner.code })
          : t('backoffice-content:content.banners.addTitle')
      }
      form={form}
      fields={bannerFormFields}
      saving={save.isPending}
      onSave={(body, failed) =>
        save.mutate(
          { code: banner?.code ?? null, body },
          { onSuccess: () => onDone(body.code), onError: failed },
        )
      }
      onCancel={() => onDone(null)}
      onInvalid={revealErrors}
    >
      <Box sx={fieldsAndPreview}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <FormTextField
            name="code"
            label={t('backoffice-content:content.banners.code')}
            hint={t('backoffice-content:content.banners.codeHint')}
            required
          />
          <FormSelectField
            name="type"
            label={t('backoffice-content:content.banners.type')}
            options={(['html', 'image'] as const).map((value) => ({
              value,
              label: t(`backoffice-content:content.banners.types.${value}`),
            }))}
            required
          />
          {type === 'html' ? (
            <>
              <LanguagePicker value={language} onChange={setLanguage} />
              <TranslatedHtmlField language={language} field="content" />
            </>
          ) : (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <input
                ref={imageInput}
                type="file"
                hidden
                tabIndex={-1}
                aria-label={t('backoffice-content:content.banners.chooseImage')}
                accept={bannerImageTypes.join(',')}
                onChange={(event) => {
                  const [file] = event.target.files ?? [];
                  event.target.value = '';
                  if (!file) return;
                  readImage(file).then(
                    (image) => {
                      form.setValue('content', image.content);
                      form.setValue('mime_type', image.mime_type);
                      form.clearErrors(['content', 'mime_type']);
                    },
                    () => form.setError('content', { message: 'invalid_value' }),
                  );
                }}
              />
              <Box>
                <Button variant="outlined" onClick={() => imageInput.current?.click()}>
                  {t('backoffice-content:content.banners.chooseImage')}
                </Button>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('backoffice-content:content.banners.imageHint')}
              </Typography>
              <ImageErrors />
            </Box>
          )}
        </Box>
        {type === 'html' ? (
          <TranslatedHtmlPreview
            language={language}
            written={content}
            translation={language === 'default' ? '' : translations[language].content}
          />
        ) : (
          <ImagePreview content={content} mimeType={mimeType} />
        )}
      </Box>
    </ContentEditor>
  );
}

/** The errors of the fields the form shows no input for: an image's content and type. */
function ImageErrors() {
  const text = useFieldErrorText(['content', 'mime_type']);
  if (!text) return null;
  return (
    <Typography role="alert" variant="body2" color="error">
      {text}
    </Typography>
  );
}

function ImagePreview({ content, mimeType }: { content: string; mimeType: string }) {
  const t = useContentTexts();
  const headingId = useId();
  const shown = (bannerImageTypes as readonly string[]).includes(mimeType) && content !== '';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('backoffice-content:preview.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {shown ? (
          <Box
            component="img"
            src={`data:${mimeType};base64,${content.replace(/\s+/g, '')}`}
            alt={t('backoffice-content:content.banners.imageAlt')}
            sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          />
        ) : (
          <Typography color="text.secondary">{t('backoffice-content:preview.noImage')}</Typography>
        )}
      </Paper>
    </Box>
  );
}
