import { cvToText } from '@careercard/shared/cv-text';
import { cvUploadAccept } from '@careercard/shared/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AtsAnalyzer, atsInputOf, type AtsInput } from '@/features/ats/components/ats-analyzer';
import { uploadCv } from '@/features/cv-upload/api/upload-cv';
import { cvQueryOptions } from '@/features/cvs/api/get-cv';
import { SavedCvSelect } from '@/features/cvs/components/saved-cv-select';
import { QualityChecker } from '@/features/quality/components/quality-checker';
import { cn } from '@/lib/cn';
import { useTabDraft } from '@/lib/use-tab-draft';

const tools = ['ats', 'quality'] as const;
type Tool = (typeof tools)[number];

/** The dashboard's checkers: the ATS analyzer and the AI CV Quality Checker. */
export function Component() {
  const { t } = useTranslation();
  const [tool, setTool] = useState<Tool>('ats');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.atsChecker')}</h1>
        <p className="mt-1 text-slate-600">{t('checker.subtitle')}</p>
      </div>
      <div role="tablist" className="inline-flex rounded-xl bg-slate-100 p-1">
        {tools.map((key) => (
          <button
            key={key}
            id={`checker-tab-${key}`}
            role="tab"
            type="button"
            aria-selected={tool === key}
            aria-controls={`checker-panel-${key}`}
            onClick={() => setTool(key)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-semibold pointer-coarse:min-h-11',
              tool === key
                ? 'bg-white text-slate-900 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`checker.tab.${key}`)}
          </button>
        ))}
      </div>
      {/* Both stay mounted, so switching tabs keeps what was typed or chosen (a file too). */}
      {tools.map((key) => (
        <div
          key={key}
          id={`checker-panel-${key}`}
          role="tabpanel"
          aria-labelledby={`checker-tab-${key}`}
          hidden={tool !== key}
        >
          {key === 'ats' ? <AtsTool /> : <QualityTool />}
        </div>
      ))}
    </div>
  );
}

/** The analyzer, its CV text optionally filled from a saved CV. */
function AtsTool() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [cvId, setCvId] = useState('');
  const [input, setInput] = useTabDraft<AtsInput>('careercard.atsChecker', atsInputOf);
  const chosen = useRef('');
  // Only the CV text is replaced; the job description stays as typed.
  const fillFrom = async (id: string) => {
    setCvId(id);
    chosen.current = id;
    if (!id) return;
    const cv = await queryClient.fetchQuery(cvQueryOptions(id));
    // Not when another CV was chosen while this one loaded.
    if (chosen.current === id) setInput((current) => ({ ...current, cvText: cvToText(cv.data) }));
  };
  return (
    <div className="space-y-5">
      <div className="max-w-md">
        <SavedCvSelect
          label={t('checker.fillFromSaved')}
          value={cvId}
          onChange={(id) => void fillFrom(id)}
        />
      </div>
      <AtsAnalyzer input={input} onInputChange={setInput} builderPath={paths.dashboard.myCvs} />
    </div>
  );
}

function QualityTool() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cvId, setCvId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A saved CV and a file exclude each other, on screen as in state: the file input is cleared
  // by hand, as it cannot be set from state.
  const dropFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const reset = () => {
    setCvId('');
    dropFile();
  };
  const readCvText = async () => {
    if (cvId) return cvToText((await queryClient.fetchQuery(cvQueryOptions(cvId))).data);
    return file ? uploadCv(file) : null;
  };
  const picker = (
    <div className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-2">
      <SavedCvSelect
        label={t('quality.savedCv')}
        value={cvId}
        onChange={(id) => {
          setCvId(id);
          if (id) dropFile();
        }}
      />
      <label className="block text-sm font-medium text-slate-700">
        {t('quality.orUpload')}
        <input
          ref={fileInput}
          type="file"
          accept={cvUploadAccept}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen) setCvId('');
          }}
          className="mt-1.5 block w-full text-sm font-normal text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
      </label>
    </div>
  );
  return (
    <QualityChecker
      picker={picker}
      readCvText={readCvText}
      onReset={reset}
      onImprove={() => (cvId ? void navigate(paths.dashboard.cv(cvId)) : reset())}
    />
  );
}
