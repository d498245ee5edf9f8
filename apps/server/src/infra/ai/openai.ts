import { providerFailure, ProviderError, type LlmProvider } from './provider';

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown }; finish_reason?: string }>;
}

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, LM Studio), over fetch so
 * no SDK ties us to one vendor. JSON mode is the part of structured output every such server
 * supports, so the schema travels in the system message.
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
      let body: ChatCompletion;
      try {
        const response = await fetch(url, {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            // Local servers (Ollama, LM Studio) need no key.
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
        if (!response.ok) {
          const text = await response.text().catch(() => '');
          throw providerFailure(response.status, new Error(text.slice(0, 500)));
        }
        // Inside the try: the timeout can also fire while the body is still arriving.
        body = (await response.json()) as ChatCompletion;
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (error instanceof SyntaxError) {
          throw new ProviderError('returned no answer', undefined, 'the response was not JSON');
        }
        throw providerFailure(undefined, error);
      }
      const choice = body.choices?.[0];
      const content = choice?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new ProviderError(
          'returned no answer',
          undefined,
          `finish_reason ${choice?.finish_reason}`,
        );
      }
      return content;
    },
  };
}
