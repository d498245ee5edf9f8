import { providerFailure, ProviderError, type LlmProvider } from './provider';

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, LM Studio), over fetch so
 * no SDK ties us to one vendor. The answer is asked for as a JSON object.
 */
export function createOpenAiProvider(options: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}): LlmProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async completeJson(prompt, signal) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.3,
            response_format: { type: 'json_object' },
            messages: [
              {
                role: 'system',
                content: `${prompt.system}\nAnswer with one JSON object that follows this JSON Schema:\n${JSON.stringify(prompt.schema)}`,
              },
              { role: 'user', content: prompt.user },
            ],
          }),
        });
      } catch (error) {
        throw providerFailure('The AI provider', undefined, error);
      }
      if (!response.ok) throw providerFailure('The AI provider', response.status);
      const body = (await response.json().catch(() => null)) as {
        choices?: Array<{ message?: { content?: unknown } }>;
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') {
        throw new ProviderError('The AI provider returned no answer');
      }
      return content;
    },
  };
}
