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
    // Pinned, so GOOGLE_GENAI_API_VERSION cannot move us: v1beta documents responseJsonSchema.
    apiVersion: 'v1beta',
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // We retry invalid answers ourselves and fall back on errors: no hidden SDK retries.
      retryOptions: { attempts: 1 },
    },
  });
  return {
    name: 'gemini',
    async completeJson(prompt, signal) {
      let text: string | undefined;
      let finishReason: string | undefined;
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
        text = response.text;
        finishReason = response.candidates?.[0]?.finishReason;
      } catch (error) {
        throw providerFailure(error instanceof ApiError ? error.status : undefined, error);
      }
      // A blocked or truncated answer has no text: nothing to validate or retry.
      if (!text) {
        throw new ProviderError('returned no answer', undefined, `finishReason ${finishReason}`);
      }
      return text;
    },
  };
}
