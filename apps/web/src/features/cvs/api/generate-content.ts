import {
  generateContentResponseSchema,
  type GenerateContentRequest,
} from '@careercard/shared/analysis';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * A successful answer with any `data.text`: the caller tells a text that is not a string
 * ('AI response format invalid.') from a failed call ('Failed to generate content.').
 */
const answerSchema = generateContentResponseSchema.extend({
  data: generateContentResponseSchema.shape.data.extend({ text: z.unknown() }),
});

/** The writing assistant's text for one field; the server answers 201 with data.text. */
async function generateContent(input: GenerateContentRequest): Promise<unknown> {
  const response = await apiRequest('/user/generate-content', {
    method: 'POST',
    json: input,
    schema: answerSchema,
  });
  return response.data.text;
}

export function useGenerateContent() {
  return useMutation({ mutationFn: generateContent });
}
