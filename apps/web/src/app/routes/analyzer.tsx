import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AtsAnalyzer, atsInputOf, type AtsInput } from '@/features/ats/components/ats-analyzer';
import { useSession } from '@/lib/session';
import { useTabDraft } from '@/lib/use-tab-draft';

/** Open to visitors; a signed-in user also gets a way into the builder. */
export function Component() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const state = useLocation().state as { cvText?: unknown } | null;
  // A CV read from an upload on the landing page replaces the one typed before.
  const [input, setInput] = useTabDraft<AtsInput>('careercard.analyzer', (stored) => {
    const kept = atsInputOf(stored);
    return typeof state?.cvText === 'string' ? { ...kept, cvText: state.cvText } : kept;
  });
  const builderPath = signedIn ? paths.dashboard.myCvs : paths.signup;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('analyzer.title')}</h1>
        <p className="mt-2 text-lg text-slate-600">{t('analyzer.subtitle')}</p>
        {signedIn && (
          <p className="mt-3 text-sm text-slate-600">
            {t('analyzer.builderHint')}{' '}
            <Link
              to={paths.dashboard.myCvs}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('analyzer.builderLink')}
            </Link>
          </p>
        )}
      </div>
      <AtsAnalyzer input={input} onInputChange={setInput} builderPath={builderPath} />
    </div>
  );
}
