// The export jobs this browser asked for and has not dismissed, kept in localStorage so a page reload
// still shows their progress and their download.
const STORAGE_KEY = 'exportJobs';

export interface TrackedJob {
  id: string;
  model: string;
}

export function trackedJobs(): TrackedJob[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored.filter((entry): entry is TrackedJob => typeof entry?.id === 'string' && typeof entry?.model === 'string')
      : [];
  } catch {
    return [];
  }
}

function store(jobs: TrackedJob[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(jobs));
  } catch {
    // Storage full or blocked: the job is still shown until the page is left.
  }
}

export function trackJob(job: TrackedJob): void {
  store([...trackedJobs().filter((entry) => entry.id !== job.id), job]);
}

export function forgetJob(id: string): void {
  store(trackedJobs().filter((entry) => entry.id !== id));
}
