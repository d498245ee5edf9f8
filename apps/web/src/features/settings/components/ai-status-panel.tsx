import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { useAiStatus } from '../api/get-ai-status';
import { useTestAi } from '../api/test-ai';
import { ConnectionTest } from './connection-test';

/**
 * Gemini API: which provider answers analyses; its key is set in the server's environment.
 * 'Test' makes one real call to it.
 */
export function AiStatusPanel() {
  const { t } = useTranslation();
  const status = useAiStatus();
  const test = useTestAi();
  if (status.isPending) return <StatusMessage busy text={t('admin.settings.loading')} />;
  if (status.isError)
    return <ErrorAlert>{describeError(status.error, t('admin.settings.loadFailed'))}</ErrorAlert>;
  const { provider, model, keySet } = status.data;
  return (
    <div className="space-y-3 rounded-2xl bg-white p-5 text-sm text-slate-700 ring-1 ring-slate-200">
      <p>{t(`admin.settings.ai.${provider}`, { model })}</p>
      {provider !== 'local' && (
        <p>{keySet ? t('admin.settings.ai.keySet') : t('admin.settings.ai.keyMissing')}</p>
      )}
      <p className="text-slate-500">{t('admin.settings.ai.howToChange')}</p>
      <div className="border-t border-slate-200 pt-4">
        <ConnectionTest
          label={t('admin.settings.ai.test')}
          hint={t('admin.settings.ai.testHint')}
          test={test}
        />
      </div>
    </div>
  );
}
