// The list's Export buttons: the applied filters and sort as a file from the data provider, saved under
// the name the answer gives (spec 7.1: `results` with the extension of the file the server sent).
import type { ExportFormat, ModelDataProvider, SearchQuery } from '../providers/dataProvider';

export async function exportList(
  dataProvider: ModelDataProvider,
  model: string,
  query: SearchQuery,
  format: ExportFormat,
  onJob?: (jobId: string) => void,
) {
  try {
    const file = await dataProvider.exportFile(model, query, format);
    // A large list is exported as a job: its progress and download show above the list.
    if ('jobId' in file) onJob?.(file.jobId);
    else saveBlob(file.blob, file.filename);
  } catch (error) {
    // The request helper has already shown the server's message.
    console.error(`Exporting the ${model} list failed`, error);
  }
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
