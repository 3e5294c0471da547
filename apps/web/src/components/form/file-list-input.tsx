import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { bytesToMegabytes, formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import { FILE_SIGNATURE_LENGTH, startsAsItsType } from '@portal/domain/rules/file-signature';
import { leadFileSize, leadFileTypes, type LeadFile } from '@portal/domain/schemas/contracting';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { useSettings } from '@/lib/settings';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useClearErrorOnChange, useFieldErrorText, useFormTexts } from './form-fields';
import { useFormMethods } from './form-root';

export interface FileListInputProps {
  /** Where the files (LeadFile[]) sit in the form around. */
  name: string;
  label: string;
  /** What the files are (front and back of the document…); the accepted types and sizes follow. */
  hint?: string;
  /** How many the form needs (the form's rules judge it; shown as the field being required). */
  min?: number;
  max: number;
  required?: boolean;
  /** The largest file in bytes, when the call has its own (else the setting fileUploadSizeLimit). */
  sizeLimit?: number;
}

const isLeadFileType = (type: string): type is (typeof leadFileTypes)[number] =>
  (leadFileTypes as readonly string[]).includes(type);

/** A file's content as a base64 data URL (`data:application/pdf;base64,…`). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** A file's first bytes, enough to tell its type by its signature. */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer
        ? resolve(new Uint8Array(reader.result))
        : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, FILE_SIGNATURE_LENGTH));
  });
}

/**
 * Files of the form around, kept in it as their names and base64 data URLs (spec 3 point 3: the
 * wizard sends its files inside the lead): a button (or a drop) chooses them, each is read in the
 * browser, and those beyond `max`, over the size limit (the setting fileUploadSizeLimit), of
 * another type, or whose bytes are not of the type their name gives (a text named `.pdf`) are
 * refused with a message. Each file shows a preview (the image, or a PDF icon),
 * its name and size, and a button to remove it.
 */
export function FileListInput({
  name,
  label,
  hint,
  min,
  max,
  required,
  sizeLimit: ownSizeLimit,
}: FileListInputProps) {
  const t = useFormTexts();
  const lang = useLang();
  const locale = numberLocale(lang);
  const { fileUploadSizeLimit } = useSettings();
  const sizeLimit = ownSizeLimit ?? fileUploadSizeLimit;
  const megabytes = bytesToMegabytes(sizeLimit);
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(megabytes);
  const { getValues } = useFormMethods();
  const { field } = useController({ name });
  const files: LeadFile[] = Array.isArray(field.value) ? (field.value as LeadFile[]) : [];
  const errorText = useFieldErrorText(name, { size: megabytes });
  const clearError = useClearErrorOnChange(name);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const focusButton = useRef(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const legendId = useId();
  const hintId = useId();
  const refusalsId = useId();
  const errorId = useId();
  const full = files.length >= max;
  const statusId = useId();
  const describedBy = [hintId, statusId, refusals.length > 0 && refusalsId, errorText && errorId]
    .filter(Boolean)
    .join(' ');

  const add = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      if (!isLeadFileType(file.type)) {
        refused.push(t('forms:files.refused.wrongType', { name: file.name }));
      } else if (file.size > sizeLimit) {
        refused.push(t('forms:files.refused.tooLarge', { name: file.name, size }));
      } else if (files.length + accepted.length >= max) {
        refused.push(t('forms:files.refused.tooMany', { name: file.name, count: max }));
      } else {
        accepted.push(file);
      }
    }
    setReading(accepted.length > 0);
    const read = await Promise.all(
      accepted.map(async (file) => {
        try {
          if (!startsAsItsType(file.type, await readHead(file))) {
            refused.push(t('forms:files.refused.wrongContent', { name: file.name }));
            return null;
          }
          return { name: file.name, content: await readAsDataUrl(file) };
        } catch {
          refused.push(t('forms:files.refused.unreadable', { name: file.name }));
          return null;
        }
      }),
    );
    setReading(false);
    const added = read.filter((file): file is LeadFile => file !== null);
    setRefusals(refused);
    if (added.length > 0) {
      clearError();
      // The form's value once the files are read: another choice may have come in between.
      const current: unknown = getValues(name);
      field.onChange([...(Array.isArray(current) ? current : []), ...added].slice(0, max));
      setAnnouncement(t('forms:files.added', { count: added.length }));
    } else {
      setAnnouncement('');
    }
  };

  const remove = (index: number) => {
    const removed = files[index];
    clearError();
    setRefusals([]);
    field.onChange(files.filter((_, at) => at !== index));
    if (removed) setAnnouncement(t('forms:files.removed', { name: removed.name }));
    // The removed file's button is gone: the choose button takes the focus.
    focusButton.current = true;
  };

  useEffect(() => {
    if (!focusButton.current) return;
    focusButton.current = false;
    button.current?.focus();
  });

  return (
    <FormControl
      component="fieldset"
      error={Boolean(errorText)}
      required={required ?? (min ?? 0) > 0}
      sx={{ minWidth: 0, width: '100%' }}
    >
      <FormLabel component="legend" id={legendId}>
        {label}
      </FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0, mb: 1 }} error={false}>
        {[hint, t('forms:files.rules', { size, count: max })].filter(Boolean).join(' ')}
      </FormHelperText>
      <Box
        onDragOver={(event) => {
          if (full) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!full) void add(Array.from(event.dataTransfer.files));
        }}
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 1.5,
          bgcolor: dragging ? 'action.hover' : undefined,
        }}
      >
        <input
          ref={input}
          type="file"
          hidden
          accept={leadFileTypes.join(',')}
          multiple={max > 1}
          aria-label={label}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Emptied so that choosing the same file again (after removing it) is a change too.
            event.target.value = '';
            void add(chosen);
          }}
        />
        <Button
          ref={(element: HTMLButtonElement | null) => {
            button.current = element;
            field.ref(element);
          }}
          variant="outlined"
          startIcon={<AttachFileIcon aria-hidden />}
          aria-describedby={describedBy}
          onClick={() => {
            if (full) setRefusals([t('forms:files.full')]);
            else input.current?.click();
          }}
          onBlur={field.onBlur}
        >
          {t('forms:files.choose', { count: max })}
        </Button>
        <Typography id={statusId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {full
            ? t('forms:files.full')
            : reading
              ? t('forms:files.reading')
              : t('forms:files.drop', { count: max })}
        </Typography>
        {files.length > 0 && (
          <Box
            component="ul"
            aria-labelledby={legendId}
            sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }}
          >
            {files.map((file, index) => (
              <FileItem
                key={`${index}-${file.name}`}
                file={file}
                locale={locale}
                removeLabel={t('forms:files.remove', { name: file.name })}
                typeLabel={
                  file.content.startsWith('data:application/pdf')
                    ? t('forms:files.pdf')
                    : t('forms:files.image')
                }
                onRemove={() => remove(index)}
              />
            ))}
          </Box>
        )}
      </Box>
      {refusals.length > 0 && (
        <Box id={refusalsId} role="alert" sx={{ mt: 1 }}>
          {refusals.map((text) => (
            <Typography key={text} variant="body2" color="error">
              {text}
            </Typography>
          ))}
        </Box>
      )}
      {errorText && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {errorText}
        </FormHelperText>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}

function FileItem(props: {
  file: LeadFile;
  locale: string;
  removeLabel: string;
  typeLabel: string;
  onRemove: () => void;
}) {
  const { file } = props;
  const image = file.content.startsWith('data:image/');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minWidth: 0,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 0.5,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {image ? (
          <Box
            component="img"
            src={file.content}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PictureAsPdfIcon color="error" aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {props.typeLabel} · {localizeFileSize(formatFileSize(leadFileSize(file)), props.locale)}
        </Typography>
      </Box>
      <IconButton aria-label={props.removeLabel} onClick={props.onRemove} sx={{ flexShrink: 0 }}>
        <CloseIcon fontSize="small" aria-hidden />
      </IconButton>
    </Box>
  );
}
