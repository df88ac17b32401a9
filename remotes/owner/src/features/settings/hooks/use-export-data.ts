import { SETTINGS_TEXT } from '@comarketing/contracts';
import { toast } from '@comarketing/ui';
import { useExportAccountDataMutation } from '../api/settings-api';
import { downloadFile } from '../lib/download-file';

/** Data Export: fetch the JSON attachment and save it under the server's dated name. */
export function useExportData() {
  const [exportData, { isLoading, reset }] = useExportAccountDataMutation();

  async function run() {
    const result = await exportData();
    if (result.error || !result.data) {
      toast({ variant: 'destructive', title: SETTINGS_TEXT.exportFailedTitle, description: SETTINGS_TEXT.exportFailed });
      return;
    }
    downloadFile(result.data.fileName, result.data.content);
    // The file is saved; the export need not stay in the store.
    reset();
    toast({ title: SETTINGS_TEXT.exportedTitle, description: SETTINGS_TEXT.exportedDescription });
  }

  return { exportData: run, exporting: isLoading };
}
