import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type BackofficeDynamicElement,
  type BackofficeDynamicPage,
  type DynamicElementForm,
  type DynamicPageForm,
  dynamicElementFormFields,
  dynamicElementFormSchema,
  dynamicPageFormFields,
  dynamicPageFormSchema,
  typedTranslations,
} from '@portal/domain/schemas/backoffice-content';
import type { DynamicPageBody } from '@portal/domain/schemas/backoffice-content';
import { type ReactNode, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { useDeleteDynamicPage } from '../api/delete-dynamic-page';
import { useDeleteHtmlElement } from '../api/delete-html-element';
import { useDynamicContent } from '../api/get-dynamic-content';
import { useSaveDynamicPage } from '../api/save-dynamic-page';
import { useSaveHtmlElement } from '../api/save-html-element';
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
  useTranslatedField,
} from './content-editor';
import { HtmlPreview } from './html-preview';

type Pages = readonly BackofficeDynamicPage[];
const pageTranslationKeys = ['btn_title', 'btn_description'] as const;
const blockTranslationKeys = ['html_block'] as const;
/** Which form is open: a new page or block (null), or the one given. */
type Editing =
  | { kind: 'page'; page: BackofficeDynamicPage | null }
  | { kind: 'block'; element: BackofficeDynamicElement | null };
type Deleting =
  | { kind: 'page'; page: BackofficeDynamicPage; blocks: number }
  | { kind: 'block'; element: BackofficeDynamicElement };
type PageColumn = 'title' | 'address' | 'description' | 'blocks' | 'actions';
type BlockColumn = 'name' | 'place' | 'priority' | 'actions';

/**
 * The dynamic pages customers find in their menu, and the HTML blocks of those pages and of the
 * groups (the login screen's `Login`): listed with where they show, previewed, added, changed and
 * removed. Removing a page removes its blocks.
 */
export function PagesPanel() {
  const t = useContentTexts();
  const wide = useWideScreen();
  const content = useDynamicContent();
  const removePage = useDeleteDynamicPage();
  const removeBlock = useDeleteHtmlElement();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (content.isError && !content.data) {
    return (
      <RetryAlert onRetry={() => void content.refetch()}>
        {t('backoffice-content:content.loadError')} {requestErrorText(t, content.error)}
      </RetryAlert>
    );
  }
  if (!content.data) return <ContentPlaceholder />;
  const { pages, elements } = content.data;

  const blocksOf = (page: BackofficeDynamicPage) =>
    elements.filter((element) => element.page_id === page.id).length;
  const placeOf = (element: BackofficeDynamicElement) => {
    const page = pages.find((each) => each.id === element.page_id);
    if (page) {
      return t('backoffice-content:content.pages.onPage', {
        title: page.btn_title,
        path: page.route_path,
      });
    }
    return t('backoffice-content:content.pages.inGroup', { group: element.group_name ?? '' });
  };
  const actions = (name: string, onEdit: () => void, onDelete: () => void, extra?: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {extra}
      <Button
        size="small"
        variant="outlined"
        aria-label={t('backoffice-content:content.editNamed', { name })}
        onClick={onEdit}
      >
        {t('backoffice-content:content.edit')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={t('backoffice-content:content.deleteNamed', { name })}
        onClick={() => {
          setDeleteError(null);
          onDelete();
        }}
      >
        {t('backoffice-content:content.delete')}
      </Button>
    </Box>
  );

  const pageColumns: RecordColumn<PageColumn>[] = [
    { key: 'title', label: t('backoffice-content:content.pages.fields.btn_title') },
    { key: 'address', label: t('backoffice-content:content.pages.address'), breakAnywhere: true },
    { key: 'description', label: t('backoffice-content:content.pages.fields.btn_description') },
    { key: 'blocks', label: t('backoffice-content:content.pages.blockCount'), numeric: true },
    { key: 'actions', label: t('backoffice-content:content.actions') },
  ];
  const pageRows: RecordRow<PageColumn>[] = pages.map((page) => ({
    key: page.id,
    title: page.btn_title,
    cells: {
      title: page.btn_title,
      address: `/${page.route_path}`,
      description: page.btn_description,
      blocks: blocksOf(page),
      actions: actions(
        page.btn_title,
        () => setEditing({ kind: 'page', page }),
        () => setDeleting({ kind: 'page', page, blocks: blocksOf(page) }),
      ),
    },
  }));
  const blockColumns: RecordColumn<BlockColumn>[] = [
    { key: 'name', label: t('backoffice-content:content.pages.name') },
    { key: 'place', label: t('backoffice-content:content.pages.place') },
    { key: 'priority', label: t('backoffice-content:content.pages.priority'), numeric: true },
    { key: 'actions', label: t('backoffice-content:content.actions') },
  ];
  const blockRows: RecordRow<BlockColumn>[] = elements.map((element) => ({
    key: element.id,
    title: element.name,
    cells: {
      name: element.name,
      place: placeOf(element),
      priority: element.priority,
      actions: actions(
        element.name,
        () => setEditing({ kind: 'block', element }),
        () => setDeleting({ kind: 'block', element }),
        <Button
          size="small"
          variant="outlined"
          aria-expanded={previewed === element.id}
          aria-label={t('backoffice-content:content.pages.previewNamed', { name: element.name })}
          onClick={() => setPreviewed(previewed === element.id ? null : element.id)}
        >
          {t('backoffice-content:content.pages.preview')}
        </Button>,
      ),
    },
  }));
  const previewedElement = elements.find((element) => element.id === previewed);
  const deletingName =
    deleting && (deleting.kind === 'page' ? deleting.page.btn_title : deleting.element.name);

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice-content:content.pages.intro')}
      </Typography>
      {deleteError && (
        <FocusedAlert severity="error" onClose={() => setDeleteError(null)}>
          {deleteError}
        </FocusedAlert>
      )}
      <ContentSection title={t('backoffice-content:content.pages.pages')}>
        {pageRows.length === 0 ? (
          <Typography variant="body2">{t('backoffice-content:content.pages.noPages')}</Typography>
        ) : (
          <RecordList
            label={t('backoffice-content:content.pages.pages')}
            columns={pageColumns}
            rows={pageRows}
            rowHeader="title"
            cardFooter="actions"
            asCards={!wide}
            table={{ size: 'small' }}
          />
        )}
        {editing?.kind === 'page' ? (
          <PageEditor
            key={editing.page?.id ?? 'new'}
            page={editing.page}
            onDone={(title) => {
              setEditing(null);
              if (title) toast(t('backoffice-content:content.pages.pageSaved', { title }));
            }}
          />
        ) : (
          <Box>
            <Button variant="contained" onClick={() => setEditing({ kind: 'page', page: null })}>
              {t('backoffice-content:content.pages.addPage')}
            </Button>
          </Box>
        )}
      </ContentSection>
      <ContentSection title={t('backoffice-content:content.pages.blocks')}>
        {blockRows.length === 0 ? (
          <Typography role="status">{t('backoffice-content:content.pages.empty')}</Typography>
        ) : (
          <RecordList
            label={t('backoffice-content:content.pages.blocks')}
            columns={blockColumns}
            rows={blockRows}
            rowHeader="name"
            cardFooter="actions"
            asCards={!wide}
            table={{ size: 'small' }}
          />
        )}
        {previewedElement && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {previewedElement.name}
            </Typography>
            <HtmlPreview html={previewedElement.html_block} />
          </Paper>
        )}
        {editing?.kind === 'block' ? (
          <BlockEditor
            key={editing.element?.id ?? 'new'}
            element={editing.element}
            pages={pages}
            onDone={(name) => {
              setEditing(null);
              if (name) toast(t('backoffice-content:content.pages.saved', { name }));
            }}
          />
        ) : (
          <Box>
            <Button
              variant="contained"
              onClick={() => setEditing({ kind: 'block', element: null })}
            >
              {t('backoffice-content:content.pages.add')}
            </Button>
          </Box>
        )}
      </ContentSection>
      <ConfirmDeleteDialog
        name={deletingName}
        text={
          deleting?.kind === 'page'
            ? deleting.blocks > 0
              ? t('backoffice-content:content.pages.deletePageWithBlocks', {
                  name: deleting.page.btn_title,
                  count: deleting.blocks,
                })
              : t('backoffice-content:content.pages.deletePage', { name: deleting.page.btn_title })
            : undefined
        }
        deleting={removePage.isPending || removeBlock.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting || !deletingName) return;
          const callbacks = {
            onSuccess: () => toast(t('backoffice-content:content.deleted', { name: deletingName })),
            onError: (error: unknown) =>
              setDeleteError(
                `${t('backoffice-content:content.deleteFailed')} ${requestErrorText(t, error)}`,
              ),
            onSettled: () => setDeleting(null),
          };
          if (deleting.kind === 'page') {
            const { id } = deleting.page;
            removePage.mutate(id, callbacks);
            if (editing?.kind === 'page' && editing.page?.id === id) setEditing(null);
          } else {
            const { id } = deleting.element;
            removeBlock.mutate(id, callbacks);
            if (previewed === id) setPreviewed(null);
          }
        }}
      />
    </Box>
  );
}

function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The page form: its address, and its menu entry's title and description in each language. */
function PageEditor({
  page,
  onDone,
}: {
  page: BackofficeDynamicPage | null;
  /** Called with the saved title, or null when the admin cancelled. */
  onDone: (title: string | null) => void;
}) {
  const t = useContentTexts();
  const save = useSaveDynamicPage();
  const translated = useTranslatedField();
  const form = useForm<DynamicPageForm, unknown, DynamicPageBody>({
    resolver: zodResolver(dynamicPageFormSchema),
    defaultValues: {
      route_path: page?.route_path ?? '',
      btn_title: page?.btn_title ?? '',
      btn_description: page?.btn_description ?? '',
      translations: typedTranslations(page?.translations ?? {}, pageTranslationKeys),
    },
  });
  const { language, setLanguage, revealErrors } = useEditedLanguage(form, pageTranslationKeys);
  const field = (name: 'route_path' | 'btn_title' | 'btn_description') =>
    t(`backoffice-content:content.pages.fields.${name}`);
  const title = translated(language, 'btn_title', field('btn_title'));
  const description = translated(language, 'btn_description', field('btn_description'));

  return (
    <ContentEditor
      title={
        page
          ? t('backoffice-content:content.pages.editPageTitle', { title: page.btn_title })
          : t('backoffice-content:content.pages.addPageTitle')
      }
      form={form}
      fields={dynamicPageFormFields}
      saving={save.isPending}
      onSave={(body, failed) =>
        save.mutate(
          { id: page?.id ?? null, body },
          { onSuccess: () => onDone(body.btn_title), onError: failed },
        )
      }
      onCancel={() => onDone(null)}
      onInvalid={revealErrors}
    >
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <FormTextField
          name="route_path"
          label={field('route_path')}
          hint={t('backoffice-content:content.pages.routePathHint')}
          required
        />
        <LanguagePicker value={language} onChange={setLanguage} />
        <FormTextField
          key={title.name}
          name={title.name}
          label={title.label}
          hint={
            language === 'default' ? undefined : t('backoffice-content:content.translations.empty')
          }
          required={language === 'default'}
        />
        <FormTextField
          key={description.name}
          name={description.name}
          label={description.label}
          hint={t('backoffice-content:content.pages.descriptionHint')}
          multiline
          minRows={2}
        />
      </Box>
    </ContentEditor>
  );
}

/** The block form: where it shows, its order and size, and its HTML in each language, previewed. */
function BlockEditor({
  element,
  pages,
  onDone,
}: {
  element: BackofficeDynamicElement | null;
  pages: Pages;
  /** Called with the saved name, or null when the admin cancelled. */
  onDone: (name: string | null) => void;
}) {
  const t = useContentTexts();
  const save = useSaveHtmlElement();
  const form = useForm<
    DynamicElementForm,
    unknown,
    ReturnType<typeof dynamicElementFormSchema.parse>
  >({
    resolver: zodResolver(dynamicElementFormSchema),
    defaultValues: {
      name: element?.name ?? '',
      place: (element ? element.page_id !== null : pages.length > 0) ? 'page' : 'group',
      page_id: String(element?.page_id ?? pages[0]?.id ?? ''),
      group_name: element?.group_name ?? '',
      priority: String(element?.priority ?? 0),
      block_height: element?.block_height ?? '',
      block_width: element?.block_width ?? '',
      html_block: element?.html_block ?? '',
      translations: typedTranslations(element?.translations ?? {}, blockTranslationKeys),
    },
  });
  const { language, setLanguage, revealErrors } = useEditedLanguage(form, blockTranslationKeys);
  const [place, written, translations] = useWatch({
    control: form.control,
    name: ['place', 'html_block', 'translations'],
  });
  return (
    <ContentEditor
      title={
        element
          ? t('backoffice-content:content.pages.editTitle', { name: element.name })
          : t('backoffice-content:content.pages.addTitle')
      }
      form={form}
      fields={dynamicElementFormFields}
      saving={save.isPending}
      onSave={(body, failed) =>
        save.mutate(
          { id: element?.id ?? null, body },
          { onSuccess: () => onDone(body.name), onError: failed },
        )
      }
      onCancel={() => onDone(null)}
      onInvalid={revealErrors}
    >
      <Box sx={fieldsAndPreview}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <FormTextField name="name" label={t('backoffice-content:content.pages.name')} required />
          <FormSelectField
            name="place"
            label={t('backoffice-content:content.pages.place')}
            options={[
              ...(pages.length > 0
                ? [{ value: 'page' as const, label: t('backoffice-content:content.pages.onAPage') }]
                : []),
              { value: 'group' as const, label: t('backoffice-content:content.pages.inAGroup') },
            ]}
            required
          />
          {place === 'page' ? (
            <FormSelectField
              name="page_id"
              label={t('backoffice-content:content.pages.page')}
              options={pages.map((page) => ({
                value: String(page.id),
                label: `${page.btn_title} (/${page.route_path})`,
              }))}
              required
            />
          ) : (
            <FormTextField
              name="group_name"
              label={t('backoffice-content:content.pages.group')}
              hint={t('backoffice-content:content.pages.groupHint')}
              required
            />
          )}
          <FormTextField
            name="priority"
            label={t('backoffice-content:content.pages.priority')}
            hint={t('backoffice-content:content.pages.priorityHint')}
            inputMode="numeric"
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <FormTextField
              name="block_width"
              label={t('backoffice-content:content.pages.blockWidth')}
              hint={t('backoffice-content:content.pages.blockSizeHint')}
            />
            <FormTextField
              name="block_height"
              label={t('backoffice-content:content.pages.blockHeight')}
              hint={t('backoffice-content:content.pages.blockSizeHint')}
            />
          </Box>
          <LanguagePicker value={language} onChange={setLanguage} />
          <TranslatedHtmlField language={language} field="html_block" />
        </Box>
        <TranslatedHtmlPreview
          language={language}
          written={written}
          translation={language === 'default' ? '' : translations[language].html_block}
        />
      </Box>
    </ContentEditor>
  );
}
