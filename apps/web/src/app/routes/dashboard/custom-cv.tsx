import type { CvData } from '@careercard/shared/cv';
import { cvToText } from '@careercard/shared/cv-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cvIssues } from '@/components/blanks/cv-blanks';
import { useBlanksCheck } from '@/components/blanks/use-blanks-check';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { createAtsReport } from '@/features/ats/api/create-ats-report';
import { MatchPreview } from '@/features/custom-cv/components/match-preview';
import { TailorInputs } from '@/features/custom-cv/components/tailor-inputs';
import { TailorResult } from '@/features/custom-cv/components/tailor-result';
import { useTailorFlow } from '@/features/custom-cv/hooks/use-tailor-flow';
import { useCreateCv } from '@/features/cvs/api/create-cv';
import { cvQueryOptions } from '@/features/cvs/api/get-cv';
import { PreviewPanel } from '@/features/cvs/components/editor/preview-panel';
import { SavedCvSelect } from '@/features/cvs/components/saved-cv-select';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { usePrices } from '@/features/payments/api/get-prices';
import { useSubscription } from '@/features/payments/api/get-subscription';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { templateQueryOptions } from '@/features/templates/api/get-template';
import { useFlash } from '@/lib/flash';

/**
 * The Custom CV Builder: its flow is the custom-cv feature's; this page gives it the user's
 * saved CVs, the ATS match, the template's preview, the payment and the new CV's save.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const create = useCreateCv();
  const flow = useTailorFlow({
    loadCv: (id) => queryClient.fetchQuery(cvQueryOptions(id)),
    matchCv: (cv, jobDescription) => createAtsReport({ cvText: cvToText(cv.data), jobDescription }),
    saveCv: create.mutateAsync,
    onSaved: () => {
      showFlash(t('customCv.saved'));
      void navigate(paths.dashboard.myCvs);
    },
  });
  const { stage } = flow;
  const prices = usePrices();
  const subscribed = !!useSubscription().data?.activeUntil;
  const credits = useDashboardStats().data?.credits.tailorings ?? 0;
  // A subscription or a custom CV paid already generates whether or not it is on sale now.
  const price = subscribed
    ? ({ kind: 'included' } as const)
    : credits > 0
      ? ({ kind: 'paid' } as const)
      : prices.data?.custom_cv === null
        ? ({ kind: 'not on sale' } as const)
        : ({ kind: 'price', amount: prices.data?.custom_cv } as const);
  const blanksCheck = useBlanksCheck();
  const base = 'base' in stage ? stage.base : undefined;
  const template = useQuery({
    ...templateQueryOptions(base?.templateId ?? 0),
    enabled: base !== undefined,
  });
  const preview = (data: CvData) => (
    <PreviewPanel data={data} template={template.isError ? null : template.data} />
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.customCv')}</h1>
        <p className="mt-1 text-slate-600">{t('customCv.subtitle')}</p>
      </div>
      {flow.problem && <ErrorAlert>{flow.problem}</ErrorAlert>}

      {stage.name === 'initial' && (
        <TailorInputs
          flow={flow}
          cvSelect={
            <SavedCvSelect label={t('customCv.step2')} value={flow.cvId} onChange={flow.setCvId} />
          }
        />
      )}

      {stage.name === 'analyzing' && <StatusMessage busy text={t('customCv.analyzing')} />}

      {(stage.name === 'preview' || stage.name === 'generating') && (
        <MatchPreview
          stage={stage}
          price={price}
          onGenerate={() => {
            if (stage.name !== 'preview') return;
            // Blanks left in the CV would be tailored as they are, and a CV without a name or
            // contact would not go out: listed first.
            blanksCheck.check(cvIssues(t, stage.base.data), {
              onGoOn: () => flow.generate(stage),
              onFill: (first) => {
                flow.leave();
                void navigate(paths.dashboard.cvField(stage.base.id, first.path));
              },
            });
          }}
          onStartOver={flow.startOver}
          preview={preview(stage.base.data)}
        />
      )}

      {blanksCheck.element}

      {flow.paying && (
        <PaymentDialog
          open
          onOpenChange={flow.setPaying}
          itemName={t('payment.items.customCv')}
          amount={prices.data?.custom_cv}
          request={{ purpose: 'custom_cv' }}
          onLeave={flow.rememberForPayment}
        />
      )}

      {stage.name === 'review' && (
        <TailorResult
          result={stage.result}
          saving={flow.saving}
          onSave={flow.save}
          onStartOver={flow.startOver}
          preview={preview(stage.result.tailoredCV)}
        />
      )}
    </div>
  );
}
