import { ApiError, GoogleGenAI } from '@google/genai';
import { providerFailure, ProviderError, type LlmProvider } from './provider';

/** Google Gemini through its SDK, with JSON output constrained by a response schema. */
export function createGeminiProvider(options: {
  apiKey: string;
  model: string;
  baseUrl: string | undefined;
}): LlmProvider {
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // We retry invalid answers ourselves and fall back on errors: no hidden SDK retries.
      retryOptions: { attempts: 1 },
    },
  });
  return {
    name: 'gemini',
    async completeJson(prompt, signal) {
      try {
        const response = await client.models.generateContent({
          model: options.model,
          contents: prompt.user,
          config: {
            systemInstruction: prompt.system,
            responseMimeType: 'application/json',
            responseJsonSchema: prompt.schema,
            temperature: 0.3,
            abortSignal: signal,
          },
        });
        const text = response.text;
        if (!text) throw new ProviderError('The AI provider returned no answer');
        return text;
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw providerFailure(
          'The AI provider',
          error instanceof ApiError ? error.status : undefined,
          error,
        );
      }
    },
  };
}
