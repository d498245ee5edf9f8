import type { CvData } from '@careercard/shared/cv';
import type { CvRecord } from '@careercard/shared/cv-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { cvQueryOptions } from '../api/get-cv';
import { useUpdateCv } from '../api/update-cv';

export interface CvDraft {
  name: string;
  templateId: number;
  data: CvData;
}

export type SaveStatus =
  | { kind: 'saved'; at: string }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'offline' }
  | { kind: 'invalid'; message: string }
  | { kind: 'conflict'; version: number };

/** Typing pauses this long before a save; a failed save is tried again after RETRY_MS. */
const AUTOSAVE_DELAY_MS = 800;
const RETRY_MS = 5_000;

const draftOf = (cv: CvRecord): CvDraft => ({
  name: cv.name,
  templateId: cv.templateId,
  data: cv.data,
});

/**
 * The CV being edited, saved in the background a moment after each change. Saves go one at a
 * time, each naming the version it builds on; when another tab saved first the draft stays
 * as it is and the status says so, until the user reloads or keeps their version.
 */
export function useCvDraft(cv: CvRecord) {
  const queryClient = useQueryClient();
  const { mutateAsync: updateCv } = useUpdateCv();
  const [draft, setDraft] = useState<CvDraft>(() => draftOf(cv));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: cv.lastModified });
  const latest = useRef(draft);
  const saved = useRef(draft);
  const version = useRef(cv.version);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blocked = useRef(false); // a conflict stops saving until the user decides
  const saveLater = useRef<() => Promise<void>>(async () => {});
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);

  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveLater.current(), delay);
  }, []);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    // One save at a time: a second caller (the timer and Save & Download at once) waits until
    // no save runs, or both would send the same version and one would meet a conflict.
    while (inFlight.current) await inFlight.current;
    const snapshot = latest.current;
    if (snapshot === saved.current || blocked.current) return;
    setStatus({ kind: 'saving' });
    const before = saved.current;
    const changes = {
      ...(snapshot.name !== before.name ? { name: snapshot.name } : {}),
      ...(snapshot.templateId !== before.templateId ? { templateId: snapshot.templateId } : {}),
      ...(snapshot.data !== before.data ? { data: snapshot.data } : {}),
    };
    const run = updateCv({ id: cv.id, input: { version: version.current, ...changes } }).then(
      (summary) => {
        version.current = summary.version;
        saved.current = snapshot;
        const more = latest.current !== snapshot;
        setStatus(more ? { kind: 'pending' } : { kind: 'saved', at: summary.lastModified });
        if (more) schedule(AUTOSAVE_DELAY_MS);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          blocked.current = true;
          const current =
            (error.data as { version?: number } | undefined)?.version ?? version.current;
          setStatus({ kind: 'conflict', version: current });
        } else if (error instanceof ApiError && error.status === 422) {
          setStatus({ kind: 'invalid', message: error.message });
        } else {
          setStatus({ kind: 'offline' });
          schedule(RETRY_MS);
        }
      },
    );
    inFlight.current = run.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, [cv.id, schedule, updateCv]);
  useEffect(() => {
    saveLater.current = save;
  }, [save]);

  const update = useCallback((change: (current: CvDraft) => CvDraft) => {
    setDraft((current) => change(current));
  }, []);

  useEffect(() => {
    if (draft === saved.current || blocked.current) return;
    // The same status while typing goes on: the line that shows it is not drawn again.
    setStatus((current) =>
      current.kind === 'saving' || current.kind === 'pending' ? current : { kind: 'pending' },
    );
    schedule(AUTOSAVE_DELAY_MS);
  }, [draft, schedule]);

  // Leaving the page with changes not yet saved asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  /** Saves now; true when everything is saved afterwards. */
  const flush = useCallback(async () => {
    await save();
    return latest.current === saved.current;
  }, [save]);

  /** After a conflict: take the CV as the other tab saved it. */
  const reload = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({ ...cvQueryOptions(cv.id), staleTime: 0 });
    const next = draftOf(fresh);
    version.current = fresh.version;
    blocked.current = false;
    saved.current = next;
    setDraft(next);
    setStatus({ kind: 'saved', at: fresh.lastModified });
  }, [cv.id, queryClient]);

  /** After a conflict: save this tab's version over the other one. */
  const keepMine = useCallback(async () => {
    if (status.kind !== 'conflict') return;
    version.current = status.version;
    blocked.current = false;
    await save();
  }, [save, status]);

  return { draft, update, status, flush, reload, keepMine };
}
