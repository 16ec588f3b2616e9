// The export jobs of one list: those this browser tracks for the model, read through the data provider
// and read again every second while one is still being prepared.
import { useCallback, useEffect, useState } from 'react';
import type { ExportJob, ModelDataProvider } from '../../providers/dataProvider';
import { forgetJob, trackedJobs, trackJob } from './trackedJobs';

const POLL_MS = 1000;

export interface ExportJobsState {
  jobs: ExportJob[];
  track(jobId: string): void;
  dismiss(jobId: string): void;
}

const unfinished = (job: ExportJob) => job.state === 'queued' || job.state === 'running';

export function useExportJobs(dataProvider: ModelDataProvider, model: string): ExportJobsState {
  const [ids, setIds] = useState<string[]>(() =>
    trackedJobs()
      .filter((job) => job.model === model)
      .map((job) => job.id),
  );
  const [jobs, setJobs] = useState<Record<string, ExportJob>>({});

  const load = useCallback(
    async (id: string) => {
      try {
        const job = await dataProvider.getExportJob(id);
        setJobs((current) => ({ ...current, [id]: job }));
      } catch {
        // Expired or gone: stop tracking it.
        forgetJob(id);
        setIds((current) => current.filter((entry) => entry !== id));
      }
    },
    [dataProvider],
  );

  useEffect(() => {
    for (const id of ids) if (!jobs[id]) void load(id);
  }, [ids, jobs, load]);

  const waiting = ids.filter((id) => jobs[id] && unfinished(jobs[id]));
  const waitingKey = waiting.join(',');
  useEffect(() => {
    if (waitingKey === '') return;
    const timer = setInterval(() => {
      for (const id of waitingKey.split(',')) void load(id);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingKey, load]);

  const track = useCallback(
    (jobId: string) => {
      trackJob({ id: jobId, model });
      setIds((current) => (current.includes(jobId) ? current : [...current, jobId]));
    },
    [model],
  );
  const dismiss = useCallback((jobId: string) => {
    forgetJob(jobId);
    setIds((current) => current.filter((entry) => entry !== jobId));
  }, []);

  return { jobs: ids.map((id) => jobs[id]).filter((job): job is ExportJob => job !== undefined), track, dismiss };
}
