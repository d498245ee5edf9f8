import {
  generateContentResponseSchema,
  type GenerateContentRequest,
} from '@careercard/shared/analysis';
import { apiRequest } from '@/lib/api-client';

/** The writing assistant's text for one field; the server answers 201 with data.text. */
export async function generateContent(input: GenerateContentRequest) {
  const response = await apiRequest('/user/generate-content', {
    method: 'POST',
    json: input,
    schema: generateContentResponseSchema,
  });
  return response.data.text;
}
