import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BackofficeDynamicContent } from '@portal/domain/schemas/backoffice-content';
import {
  type DynamicElementForm,
  dynamicElementFormSchema,
} from '@portal/domain/schemas/backoffice-content';
import type { DynamicElement } from '@portal/domain/schemas/settings';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { FormRoot } from '@/components/form/form-root';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useCreateHtmlElement } from '../api/create-html-element';
import { useDeleteHtmlElement } from '../api/delete-html-element';
import { useDynamicContent } from '../api/get-dynamic-content';
import { useContentTexts } from '../utils/content-texts';
import { useWideScreen } from '../utils/wide-screen';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { HtmlPreview } from './html-preview';

type BlockColumn = 'name' | 'place' | 'priority' | 'actions';

/**
 * The dynamic pages' HTML blocks and the groups' (the login screen's `Login`): listed with where
 * they show, previewed, added and removed.
 */
export function PagesPanel() {
  const t = useContentTexts();
  const wide = useWideScreen();
  const content = useDynamicContent();
  const remove = useDeleteHtmlElement();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DynamicElement | null>(null);
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

  const placeOf = (element: DynamicElement) => {
    const page = pages.find((each) => each.id === element.page_id);
    if (page) {
      return t('backoffice-content:content.pages.onPage', {
        title: page.btn_title,
        path: page.route_path,
      });
    }
    return t('backoffice-content:content.pages.inGroup', { group: element.group_name ?? '' });
  };
  const columns: RecordColumn<BlockColumn>[] = [
    { key: 'name', label: t('backoffice-content:content.pages.name') },
    { key: 'place', label: t('backoffice-content:content.pages.place') },
    { key: 'priority', label: t('backoffice-content:content.pages.priority'), numeric: true },
    { key: 'actions', label: t('backoffice-content:content.actions') },
  ];
  const rows: RecordRow<BlockColumn>[] = elements.map((element) => ({
    key: element.id,
    title: element.name,
    cells: {
      name: element.name,
      place: placeOf(element),
      priority: element.priority,
      actions: (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            aria-expanded={previewed === element.id}
            aria-label={t('backoffice-content:content.pages.previewNamed', { name: element.name })}
            onClick={() => setPreviewed(previewed === element.id ? null : element.id)}
          >
            {t('backoffice-content:content.pages.preview')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('backoffice-content:content.deleteNamed', { name: element.name })}
            onClick={() => {
              setDeleteError(null);
              setDeleting(element);
            }}
          >
            {t('backoffice-content:content.delete')}
          </Button>
        </Box>
      ),
    },
  }));
  const previewedElement = elements.find((element) => element.id === previewed);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice-content:content.pages.intro')}
      </Typography>
      <PageList pages={pages} />
      {deleteError && (
        <FocusedAlert severity="error" onClose={() => setDeleteError(null)}>
          {deleteError}
        </FocusedAlert>
      )}
      {rows.length === 0 ? (
        <Typography role="status">{t('backoffice-content:content.pages.empty')}</Typography>
      ) : (
        <RecordList
          label={t('backoffice-content:content.pages.blocks')}
          columns={columns}
          rows={rows}
          rowHeader="name"
          cardFooter="actions"
          asCards={!wide}
          table={{ size: 'small' }}
        />
      )}
      {previewedElement && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {previewedElement.name}
          </Typography>
          <HtmlPreview html={previewedElement.html_block} />
        </Paper>
      )}
      {adding ? (
        <BlockEditor
          pages={pages}
          onDone={(name) => {
            setAdding(false);
            if (name) toast(t('backoffice-content:content.pages.saved', { name }));
          }}
        />
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('backoffice-content:content.pages.add')}
          </Button>
        </Box>
      )}
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        deleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              if (previewed === id) setPreviewed(null);
              toast(t('backoffice-content:content.deleted', { name }));
            },
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

/** The dynamic pages customers find in their menu, with their addresses. */
function PageList({ pages }: { pages: BackofficeDynamicContent['pages'] }) {
  const t = useContentTexts();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {t('backoffice-content:content.pages.pages')}
      </Typography>
      {pages.length === 0 ? (
        <Typography variant="body2">{t('backoffice-content:content.pages.noPages')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {pages.map((page) => (
            <li key={page.id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('backoffice-content:content.pages.pageLine', {
                  title: page.btn_title,
                  path: page.route_path,
                  description: page.btn_description,
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

const blockFields = ['name', 'page_id', 'group_name', 'priority', 'html_block'] as const;

function BlockEditor({
  pages,
  onDone,
}: {
  pages: BackofficeDynamicContent['pages'];
  onDone: (name: string | null) => void;
}) {
  const t = useContentTexts();
  const create = useCreateHtmlElement();
  const headingId = useId();
  const [requestError, setRequestError] = useState<string | null>(null);
  const form = useForm<
    DynamicElementForm,
    unknown,
    ReturnType<typeof dynamicElementFormSchema.parse>
  >({
    resolver: zodResolver(dynamicElementFormSchema),
    defaultValues: {
      name: '',
      place: pages.length > 0 ? 'page' : 'group',
      page_id: pages[0] ? String(pages[0].id) : '',
      group_name: '',
      priority: '0',
      html_block: '',
    },
  });
  const [place, html] = useWatch({ control: form.control, name: ['place', 'html_block'] });
  const submit = form.handleSubmit((body) => {
    setRequestError(null);
    create.mutate(body, {
      onSuccess: () => onDone(body.name),
      onError: (error) => {
        if (!setServerFieldErrors(error, blockFields, form.setError)) {
          setRequestError(
            `${t('backoffice-content:content.saveFailed')} ${requestErrorText(t, error)}`,
          );
        }
      },
    });
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('backoffice-content:content.pages.addTitle')}
      </Typography>
      <FormRoot form={form}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <FormTextField
              name="name"
              label={t('backoffice-content:content.pages.name')}
              required
            />
            <FormSelectField
              name="place"
              label={t('backoffice-content:content.pages.place')}
              options={[
                ...(pages.length > 0
                  ? [
                      {
                        value: 'page' as const,
                        label: t('backoffice-content:content.pages.onAPage'),
                      },
                    ]
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
            <FormTextField
              name="html_block"
              label={t('backoffice-content:content.html')}
              hint={t('backoffice-content:content.htmlHint')}
              multiline
              minRows={6}
              maxRows={20}
              required
              sx={{ fontFamily: 'monospace' }}
            />
          </Box>
          <HtmlPreview html={html} />
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
            {requestError && (
              <FocusedAlert severity="error" onClose={() => setRequestError(null)}>
                {requestError}
              </FocusedAlert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" loading={create.isPending}>
                {t('backoffice-content:content.save')}
              </Button>
              <Button onClick={() => onDone(null)}>{t('backoffice-content:content.cancel')}</Button>
            </Box>
          </Box>
        </Box>
      </FormRoot>
    </Paper>
  );
}
