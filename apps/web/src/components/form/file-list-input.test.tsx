import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeadFile } from '@portal/domain/schemas/contracting';
import type { Lang } from '@/lib/i18n';
import { renderInForm } from '@/testing/render-in-form';
import { testSettings } from '@/testing/render-app';
import { FileListInput } from './file-list-input';

const pdf = (name = 'factura.pdf', text = '%PDF-1.4 factura') =>
  new File([text], name, { type: 'application/pdf' });
const png = (name = 'dni-delante.png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

async function renderFiles(
  props: { max?: number; hint?: string; required?: boolean } = {},
  options: { sizeLimit?: number; lang?: Lang; files?: LeadFile[] } = {},
) {
  const view = await renderInForm(
    <FileListInput
      name="person.nifFaceup"
      label="Documento de identidad"
      hint={props.hint}
      max={props.max ?? 2}
      required={props.required}
    />,
    {
      defaultValues: { person: { nifFaceup: options.files ?? [] } },
      settings: { ...testSettings, fileUploadSizeLimit: options.sizeLimit ?? 15_000_000 },
      lang: options.lang,
    },
  );
  const files = () => view.form.getValues('person.nifFaceup') as LeadFile[];
  const input = () => screen.getByLabelText('Documento de identidad', { selector: 'input' });
  return { ...view, files, input };
}

describe('FileListInput (spec 3 points 3 and 9: files as data URLs)', { timeout: 20_000 }, () => {
  it('reads the chosen files as data URLs and previews each; a file can be removed', async () => {
    const { user, files, input } = await renderFiles({
      hint: 'Por delante y por detrás.',
      required: true,
    });
    const choose = screen.getByRole('button', { name: 'Elegir archivos' });
    expect(choose).toHaveAccessibleDescription(
      'Por delante y por detrás. PDF, PNG o JPG de hasta 15 MB cada uno. Como máximo 2 archivos. También puedes arrastrarlos aquí.',
    );
    expect(screen.getByRole('group', { name: /^Documento de identidad/ })).toBeInTheDocument();

    await user.upload(input(), [pdf(), png()]);
    await waitFor(() => expect(files()).toHaveLength(2));
    expect(files()[0]).toEqual({
      name: 'factura.pdf',
      content: `data:application/pdf;base64,${btoa('%PDF-1.4 factura')}`,
    });
    expect(files()[1]?.content).toMatch(/^data:image\/png;base64,iVBORw0KGgo=$/);

    const list = screen.getByRole('list', { name: /^Documento de identidad/ });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('factura.pdf');
    expect(items[0]).toHaveTextContent('Documento PDF · 0 KB');
    expect(items[1]).toHaveTextContent('Imagen');
    expect(items[1]?.querySelector('img')).toHaveAttribute('src', files()[1]?.content);
    expect(screen.getByRole('status')).toHaveTextContent('Se han añadido 2 archivos.');

    await user.click(screen.getByRole('button', { name: 'Quitar factura.pdf' }));
    expect(files().map((file) => file.name)).toEqual(['dni-delante.png']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(choose).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Se ha quitado factura.pdf.');
  });

  it('speaks of one file where only one is taken', async () => {
    await renderFiles({ max: 1 });
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toHaveAccessibleDescription(
      'PDF, PNG o JPG de hasta 15 MB. Como máximo 1 archivo. También puedes arrastrarlo aquí.',
    );
  });

  it('refuses files beyond the maximum, and says so when full', async () => {
    const { user, files, input } = await renderFiles({ max: 2 });
    await user.upload(input(), [pdf('uno.pdf'), pdf('dos.pdf'), pdf('tres.pdf')]);
    await waitFor(() => expect(files()).toHaveLength(2));
    expect(files().map((file) => file.name)).toEqual(['uno.pdf', 'dos.pdf']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'tres.pdf no se ha añadido: puedes adjuntar como máximo 2 archivos.',
    );

    await user.click(screen.getByRole('button', { name: 'Elegir archivos' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ya has adjuntado el máximo de archivos. Quita alguno para cambiarlo.',
    );
  });

  it('refuses files over the size limit, given in MB as the language writes it, and other types', async () => {
    const { files, input } = await renderFiles({ max: 3 }, { sizeLimit: 1_500_000, lang: 'ca' });
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByRole('button', { name: 'Tria fitxers' })).toHaveAccessibleDescription(
      /fins a 1,5 MB/,
    );
    const big = new File([new Uint8Array(1_500_001)], 'escaneig.pdf', { type: 'application/pdf' });
    const word = new File(['x'], 'carta.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await user.upload(input(), [big, word, pdf('bo.pdf')]);
    await waitFor(() => expect(files()).toHaveLength(1));
    expect(files()[0]?.name).toBe('bo.pdf');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("escaneig.pdf no s'ha afegit: supera la mida màxima (1,5 MB).");
    expect(alert).toHaveTextContent("carta.docx no s'ha afegit: només s'admeten PDF, PNG i JPG.");
  });

  it('refuses a file whose content is not of the type its name gives, when it is chosen', async () => {
    const { user, files, input } = await renderFiles();
    await user.upload(input(), [pdf('factura.pdf', 'Esto es una carta, no un PDF'), png()]);
    await waitFor(() => expect(files()).toHaveLength(1));
    expect(files()[0]?.name).toBe('dni-delante.png');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'factura.pdf no se ha añadido: su contenido no es el de un PDF, PNG o JPG, aunque su nombre lo diga. Adjunta el documento original.',
    );
    expect(screen.getByText('Se ha añadido 1 archivo.')).toBeInTheDocument();
  });

  it("shows the form's error for the field and drops it once a file is added", async () => {
    const { user, form, input } = await renderFiles({ max: 2 }, { sizeLimit: 2_000_000 });
    act(() => form.setError('person.nifFaceup', { message: 'file_too_large' }));
    const choose = screen.getByRole('button', { name: 'Elegir archivos' });
    expect(choose).toHaveAccessibleDescription(/El archivo supera el tamaño máximo de 2 MB\.$/);

    await user.upload(input(), png());
    await waitFor(() => expect(choose).not.toHaveAccessibleDescription(/supera el tamaño/));
  });
});
