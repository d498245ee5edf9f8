import type { GenerateContentRequest } from '@careercard/shared/analysis';
import { Sparkles } from 'lucide-react';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { useGenerateContent } from '@/features/cvs/api/generate-content';
import { improveHints, type ImproveHint } from './improve-hints';
import { AiChangeContext, WritingCvContext } from './writing-cv';

interface AiWriteButtonProps {
  request: () => GenerateContentRequest;
  /** A fixed label instead of "Write with AI" / "Improve with AI". */
  label?: string;
  /** Receives the new text; never called with a blank one, so the field keeps its text. */
  onText: (text: string) => void;
}

/** "Write with AI" when the field is empty, "Improve with AI" when it has text. */
export function AiWriteButton({ request, onText, label }: AiWriteButtonProps) {
  const { t } = useTranslation();
  const generate = useGenerateContent();
  const writingCv = useContext(WritingCvContext);
  const beforeAiChange = useContext(AiChangeContext);
  const busy = generate.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  // Said when the answer changes nothing, so a press never seems to go unheard.
  const [note, setNote] = useState<string | null>(null);
  // With an unchanged answer: what the user could add themselves.
  const [hints, setHints] = useState<ImproveHint[]>([]);

  const write = async () => {
    setProblem(null);
    setNote(null);
    setHints([]);
    if (!session.get()?.token) return setProblem(t('aiWrite.noToken'));
    try {
      const asked = { ...request(), ...(writingCv ? { cv: writingCv() } : {}) };
      const answer = await generate.mutateAsync(asked);
      const { text } = answer;
      if (typeof text !== 'string') return setProblem(t('aiWrite.invalid'));
      if (!text.trim()) return setNote(t('aiWrite.nothing'));
      if (text.trim() === asked.existingText?.trim()) {
        if (answer.note === 'alreadyStrong') return setNote(t('aiWrite.alreadyStrong'));
        setHints(improveHints(asked.fieldType, asked.existingText ?? ''));
        return setNote(t('aiWrite.unchanged'));
      }
      beforeAiChange?.();
      onText(text.trim());
      // Who wrote the text: our engine from the CV's facts, or the AI provider.
      const { source } = answer;
      const ownWords = Boolean(asked.existingText?.trim());
      const byline =
        !source || source.provider === 'local'
          ? t(ownWords ? 'aiWrite.improvedFromWords' : 'aiWrite.draftedFromCv')
          : source.provider === 'gemini'
            ? t('aiWrite.writtenBy', { name: 'Gemini' })
            : t('aiWrite.writtenByProvider');
      // What the rewrite says of itself: a line lists skills or where the user worked, or an
      // objective became a summary.
      const aside =
        answer.note && answer.note !== 'alreadyStrong' ? ` ${t(`aiWrite.${answer.note}`)}` : '';
      setNote(`${source?.notice ? `${source.notice} ${byline}` : byline}${aside}`);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.message
          ? t('aiWrite.failedWith', { message: error.message })
          : t('aiWrite.failed'),
      );
    }
  };

  const improving = Boolean(request().existingText?.trim());
  return (
    // ml-auto: when there is no room beside the label, the button wraps under it, on the right.
    <span className="ml-auto inline-flex flex-col items-end">
      <button
        type="button"
        onClick={() => void write()}
        disabled={busy}
        className="inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 disabled:opacity-60 pointer-coarse:min-h-11"
      >
        {busy ? <Spinner /> : <Sparkles className="size-3.5" aria-hidden />}
        {busy
          ? t('aiWrite.writing')
          : (label ?? (improving ? t('aiWrite.improve') : t('aiWrite.write')))}
      </button>
      {problem && (
        <span role="alert" className="mt-1 text-xs text-red-600">
          {problem}
        </span>
      )}
      {note && (
        <span role="status" className="mt-1 max-w-xs text-left text-xs text-slate-600">
          {note}
          {hints.length > 0 && (
            <>
              {' '}
              {t('aiWrite.youCouldAdd')}
              {hints.map((hint) => (
                <span key={hint.key} className="mt-0.5 block">
                  {'• '}
                  {hint.key === 'blanks'
                    ? t('aiWrite.hints.blanks', { blanks: hint.blanks })
                    : t(`aiWrite.hints.${hint.key}`)}
                </span>
              ))}
            </>
          )}
        </span>
      )}
    </span>
  );
}
