// Above the list: each export job with its progress bar while it is prepared, then a notice with its
// download (or its failure), until dismissed.
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { ActionAlert } from '../../components/ActionAlert';
import { useTranslate } from 'react-admin';
import type { ExportJob, ModelDataProvider } from '../../providers/dataProvider';
import { saveBlob } from '../exportDownload';
import type { ExportJobsState } from './useExportJobs';

function JobNotice({ job, onDownload, onDismiss }: { job: ExportJob; onDownload: () => void; onDismiss: () => void }) {
  const translate = useTranslate();
  if (job.state === 'done') {
    // Dismiss sits beside Download, as the alert draws no close button beside actions.
    return (
      <ActionAlert
        severity="success"
        actions={[
          { label: translate('export_jobs.download'), onClick: onDownload },
          { label: translate('export_jobs.dismiss'), onClick: onDismiss },
        ]}
      >
        {translate('export_jobs.ready')}
      </ActionAlert>
    );
  }
  if (job.state === 'failed') {
    return (
      <Alert severity="error" onClose={onDismiss} closeText={translate('export_jobs.dismiss')}>
        {translate('export_jobs.failed')}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2">{translate('export_jobs.preparing', { progress: job.progress })}</Typography>
      <LinearProgress
        variant="determinate"
        value={job.progress}
        aria-label={translate('export_jobs.progress_label')}
        sx={{ my: 1 }}
      />
      {job.rows_total > 0 && (
        <Typography variant="caption">
          {translate('export_jobs.rows', { done: job.rows_done, total: job.rows_total })}
        </Typography>
      )}
    </Alert>
  );
}

export function ExportJobsPanel({ state, dataProvider }: { state: ExportJobsState; dataProvider: ModelDataProvider }) {
  if (state.jobs.length === 0) return null;
  const download = async (job: ExportJob) => {
    try {
      const file = await dataProvider.downloadExportJob(job.id);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      // The request helper has already shown the server's message.
      console.error('Downloading the export failed', error);
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Stack spacing={1}>
        {state.jobs.map((job) => (
          <JobNotice
            key={job.id}
            job={job}
            onDownload={() => void download(job)}
            onDismiss={() => state.dismiss(job.id)}
          />
        ))}
      </Stack>
    </Box>
  );
}
