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

export type GeneratedContent = z.infer<typeof answerSchema>['data'];

/**
 * The writing assistant's answer for one field (the server answers 201 with data.text), with
 * who wrote it and why an improvement changed nothing.
 */
async function generateContent(input: GenerateContentRequest): Promise<GeneratedContent> {
  const response = await apiRequest('/user/generate-content', {
    method: 'POST',
    json: input,
    schema: answerSchema,
  });
  return response.data;
}

export function useGenerateContent() {
  return useMutation({ mutationFn: generateContent });
}
