import type { UploadedFile } from '@portal/domain/schemas/contract-changes';

/** A chosen file as the change calls take it: its name, type and content in base64. */
export function fileToUpload(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({
        filename: file.name,
        mime_type: file.type as UploadedFile['mime_type'],
        content_base64: dataUrl.slice(dataUrl.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}
