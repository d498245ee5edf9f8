import type { CvData } from '@careercard/shared/cv';
import type { CvRecord } from '@careercard/shared/cv-api';
import type { CvSaveReason } from '@careercard/shared/cv-history';
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
/** Changes closer together than this are one step of undo (a word typed, not each letter). */
const UNDO_STEP_MS = 1_000;
/** Steps of undo kept for the session. */
const UNDO_DEPTH = 200;

const draftOf = (cv: CvRecord): CvDraft => ({
  name: cv.name,
  templateId: cv.templateId,
  data: cv.data,
});

/**
 * The CV being edited, saved in the background a moment after each change. Saves go one at a
 * time, each naming the version it builds on; when another tab saved first the draft stays
 * as it is and the status says so, until the user reloads or keeps their version. Every change
 * can be undone and redone for the session; a change marked with a reason (an AI answer) is a
 * step of its own and its save says why, so the server keeps the CV as it was before it.
 */
export function useCvDraft(cv: CvRecord) {
  const queryClient = useQueryClient();
  const { mutateAsync: updateCv } = useUpdateCv();
  const [draft, setDraft] = useState<CvDraft>(() => draftOf(cv));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: cv.lastModified });
  const savedStatus = useRef<SaveStatus>(status);
  const latest = useRef(draft);
  const saved = useRef(draft);
  const version = useRef(cv.version);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blocked = useRef(false); // a conflict stops saving until the user decides
  const saveLater = useRef<() => Promise<void>>(async () => {});
  /** Why the next save is made, when it is not typing. */
  const reason = useRef<CvSaveReason | null>(null);
  const past = useRef<CvDraft[]>([]);
  const future = useRef<CvDraft[]>([]);
  const lastStepAt = useRef(0);
  const [steps, setSteps] = useState({ undo: 0, redo: 0 });
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
    const why = reason.current;
    reason.current = null;
    const input = { version: version.current, ...changes, ...(why ? { reason: why } : {}) };
    const run = updateCv({ id: cv.id, input }).then(
      (summary) => {
        version.current = summary.version;
        saved.current = snapshot;
        const more = latest.current !== snapshot;
        savedStatus.current = { kind: 'saved', at: summary.lastModified };
        setStatus(more ? { kind: 'pending' } : savedStatus.current);
        if (more) schedule(AUTOSAVE_DELAY_MS);
      },
      (error: unknown) => {
        reason.current ??= why;
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

  const countSteps = useCallback(
    () => setSteps({ undo: past.current.length, redo: future.current.length }),
    [],
  );

  /** Keeps `current` as a step of undo, unless the change goes on the one before it. */
  const remember = useCallback(
    (current: CvDraft, newStep: boolean) => {
      const now = Date.now();
      if (newStep || now - lastStepAt.current > UNDO_STEP_MS || past.current.length === 0) {
        past.current = [...past.current, current].slice(-UNDO_DEPTH);
      }
      lastStepAt.current = now;
      future.current = [];
      countSteps();
    },
    [countSteps],
  );

  const update = useCallback(
    (change: (current: CvDraft) => CvDraft) => {
      remember(latest.current, false);
      setDraft((current) => change(current));
    },
    [remember],
  );

  /**
   * Before a change that is not typing (an AI answer): what was typed is saved as it is, the
   * change becomes its own step of undo, and its save says `why`.
   */
  const markNext = useCallback((why: CvSaveReason) => {
    void saveLater.current();
    reason.current = why;
    lastStepAt.current = 0;
  }, []);

  const travel = useCallback(
    (from: { current: CvDraft[] }, to: { current: CvDraft[] }) => {
      const target = from.current.at(-1);
      if (!target) return;
      from.current = from.current.slice(0, -1);
      to.current = [...to.current, latest.current];
      // The next change after an undo or a redo starts a step of its own.
      lastStepAt.current = 0;
      countSteps();
      setDraft(target);
    },
    [countSteps],
  );
  const undo = useCallback(() => travel(past, future), [travel]);
  const redo = useCallback(() => travel(future, past), [travel]);

  useEffect(() => {
    if (draft === saved.current) {
      // Undone back to what is saved: nothing is left to save.
      clearTimeout(timer.current);
      setStatus((current) => (current.kind === 'pending' ? savedStatus.current : current));
      return;
    }
    if (blocked.current) return;
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
    savedStatus.current = { kind: 'saved', at: fresh.lastModified };
    setStatus(savedStatus.current);
  }, [cv.id, queryClient]);

  /**
   * The CV as the server now has it after a change made there (a version restored): the
   * editor goes on from it, and it can be undone like any change.
   */
  const adopt = useCallback(
    (fresh: CvRecord) => {
      const next = draftOf(fresh);
      remember(latest.current, true);
      version.current = fresh.version;
      saved.current = next;
      setDraft(next);
      savedStatus.current = { kind: 'saved', at: fresh.lastModified };
      setStatus(savedStatus.current);
    },
    [remember],
  );

  /** The version the server has of the CV once everything is saved: null while it is not. */
  const savedVersion = useCallback(async () => ((await flush()) ? version.current : null), [flush]);

  /** After a conflict: save this tab's version over the other one. */
  const keepMine = useCallback(async () => {
    if (status.kind !== 'conflict') return;
    version.current = status.version;
    blocked.current = false;
    await save();
  }, [save, status]);

  return {
    draft,
    update,
    status,
    flush,
    reload,
    keepMine,
    markNext,
    undo,
    redo,
    canUndo: steps.undo > 0,
    canRedo: steps.redo > 0,
    adopt,
    savedVersion,
  };
}
